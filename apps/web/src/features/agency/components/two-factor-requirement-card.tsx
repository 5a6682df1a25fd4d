import { twoFactorMessages as m } from '@immopilote/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useSetTwoFactorRequirement } from '../api/set-two-factor-requirement';

/**
 * « Sécurité »: the head requires two-factor sign-in of every member. The head must have it
 * first (the API refuses otherwise), so the switch waits for their own enrolment.
 */
export function TwoFactorRequirementCard({
  required,
  headHasTwoFactor,
}: {
  required: boolean;
  headHasTwoFactor: boolean;
}) {
  const change = useSetTwoFactorRequirement();
  const blocked = !required && !headHasTwoFactor;
  const toggle = (next: boolean) =>
    change.mutate(next, {
      onSuccess: () => toast.success(next ? m.requiredOn : m.requiredOff),
      onError: (error) => toast.error(m.actionFailed, error.message),
    });
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="agency-security-title" className="space-y-3">
        <h2 id="agency-security-title" className="text-lg font-semibold text-slate-900">
          {m.agencyTitle}
        </h2>
        <div className="flex min-h-11 items-center justify-between gap-4">
          <label htmlFor="require-two-factor" className="text-sm font-medium text-slate-900">
            {m.requireLabel}
          </label>
          <Switch
            id="require-two-factor"
            checked={required}
            disabled={blocked || change.isPending}
            onCheckedChange={toggle}
            aria-describedby="require-two-factor-hint"
          />
        </div>
        <p id="require-two-factor-hint" className="text-sm text-slate-600">
          {blocked ? (
            <Link
              to="/profile"
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4"
            >
              {m.requireNeedsOwn}
            </Link>
          ) : (
            m.requireHint
          )}
        </p>
      </section>
    </Card>
  );
}
