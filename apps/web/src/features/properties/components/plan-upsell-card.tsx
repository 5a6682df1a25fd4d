import {
  billingMessages,
  FEATURE_LABELS,
  FEATURE_PLANS,
  type Feature,
  PLAN_IDS,
  PLANS,
  propertyMessages,
} from '@immopilote/contracts';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

const u = propertyMessages.page.upsell;
const planRank = (feature: Feature) => PLAN_IDS.indexOf(FEATURE_PLANS[feature]);

/**
 * The page's one upsell (issue 27 §2): every tool of the page the plan lacks, in one card titled
 * with the nearest plan that adds them, instead of one notice per locked block. Only the head can
 * change the plan; a member is told who can.
 */
export function PlanUpsellCard({ missing, canChangePlan }: { missing: Feature[]; canChangePlan: boolean }) {
  if (missing.length === 0) return null;
  const sorted = [...missing].sort((a, b) => planRank(a) - planRank(b));
  const nearest = sorted[0]!;
  return (
    <Card
      role="region"
      aria-labelledby="upsell-title"
      className="space-y-3 border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="upsell-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lock className="size-4 shrink-0 text-brand-700" aria-hidden />
        {billingMessages.availableWith(nearest)}
      </h2>
      <p className="text-sm text-slate-700">{u.intro}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
        {sorted.map((feature) => (
          <li key={feature}>
            {FEATURE_PLANS[feature] === FEATURE_PLANS[nearest]
              ? FEATURE_LABELS[feature]
              : u.otherPlan(
                  FEATURE_LABELS[feature],
                  PLANS.find((p) => p.id === FEATURE_PLANS[feature])?.name ?? '',
                )}
          </li>
        ))}
      </ul>
      {canChangePlan ? (
        <Button asChild variant="secondary">
          <Link to="/manage-subscription">{billingMessages.changePlanCta}</Link>
        </Button>
      ) : (
        <p className="text-sm text-slate-700">{billingMessages.askHead}</p>
      )}
    </Card>
  );
}
