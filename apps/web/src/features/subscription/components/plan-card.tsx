import {
  billingMessages,
  PLAN_FEATURES,
  type Plan,
  planIncludes,
  subscriptionMessages,
} from '@immopilote/contracts';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';

export function PlanCard({
  plan,
  onChoose,
  busy,
  disabled,
  current = false,
  chooseLabel = `Choisir ${plan.name}`,
}: {
  plan: Plan;
  onChoose: () => void;
  busy: boolean;
  disabled: boolean;
  /** The paying agency's plan: marked, and not offered again. */
  current?: boolean;
  chooseLabel?: string;
}) {
  return (
    <Card
      className={cn(
        'relative flex flex-col gap-5 p-6',
        plan.popular && 'border-2 border-brand-600 shadow-lg lg:-translate-y-2',
      )}
    >
      {current && (
        <span className="absolute -top-3 right-4 rounded-full bg-green-700 px-3 py-0.5 text-xs font-semibold text-white">
          {billingMessages.yourPlan}
        </span>
      )}
      {plan.popular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
          {subscriptionMessages.popular}
        </span>
      )}
      <header className="space-y-1 text-center">
        <h2 className="text-xl font-bold text-slate-900">{plan.name}</h2>
        <p>
          <span className="text-3xl font-bold text-slate-900">{formatPrice(plan.monthlyPriceEur)}</span>
          <span className="text-slate-600"> {subscriptionMessages.perMonthExclTax}</span>
        </p>
      </header>
      <ul className="flex-1 space-y-2 text-sm">
        {PLAN_FEATURES.map((feature) => {
          const included = planIncludes(plan.id, feature.from);
          return (
            <li
              key={feature.label}
              className={cn('flex items-start gap-2', included ? 'text-slate-800' : 'text-slate-400')}
            >
              {included ? (
                <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
              ) : (
                <X className="mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              <span>
                {feature.label}
                <span className="sr-only">
                  {included ? subscriptionMessages.includedSuffix : subscriptionMessages.notIncludedSuffix}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <Button
        variant={plan.popular ? 'primary' : 'secondary'}
        size="lg"
        className="w-full"
        onClick={onChoose}
        disabled={disabled || current}
      >
        {current ? billingMessages.currentPlanBadge : busy ? subscriptionMessages.redirecting : chooseLabel}
      </Button>
    </Card>
  );
}
