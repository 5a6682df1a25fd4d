import { billingMessages, FEATURE_LABELS, type Feature } from '@immopilote/contracts';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/**
 * A feature the agency's plan does not include: what it is and how to get it (UX.md), never a
 * dead end. Only the head can change the plan; a member is told who can.
 */
export function UpsellNotice({ feature, canChangePlan }: { feature: Feature; canChangePlan: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm">
      <Lock className="size-4 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-[11rem] flex-1">
        <p className="font-medium text-slate-900">{FEATURE_LABELS[feature]}</p>
        <p className="text-brand-800">{billingMessages.availableWith(feature)}</p>
      </div>
      {canChangePlan ? (
        <Button asChild variant="secondary" size="sm" className="min-h-11 sm:min-h-8">
          <Link to="/manage-subscription">{billingMessages.changePlanCta}</Link>
        </Button>
      ) : (
        <p className="text-slate-700">{billingMessages.askHead}</p>
      )}
    </div>
  );
}
