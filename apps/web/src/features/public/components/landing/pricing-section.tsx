import { PLAN_FEATURES, PLANS, publicMessages } from '@immopilote/contracts';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { formatPrice } from '../../../../lib/format';
import { Section } from './section';

const t = publicMessages.pricing;

export function PricingSection() {
  return (
    <Section id="pricing" title={t.title} subtitle={t.subtitle}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan, i) => (
          <li
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
              plan.popular ? 'border-2 border-brand-700 shadow-lg' : 'border-slate-200',
            )}
          >
            {plan.popular && (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                {t.popular}
              </p>
            )}
            <h3 id={`plan-${plan.id}`} className="text-xl font-semibold text-slate-900">
              {plan.name}
            </h3>
            <p className="mt-4">
              <span className="text-4xl font-bold text-slate-900">{formatPrice(plan.monthlyPriceEur)}</span>
              <span className="text-slate-700"> {t.perMonth}</span>
            </p>
            {/* Each plan after the first reads « Tout Starter, plus : » and lists only what it adds. */}
            {i > 0 && (
              <p className="mt-6 text-sm font-semibold text-slate-900">
                {t.everythingIn(PLANS[i - 1]!.name)}
              </p>
            )}
            <ul className={cn('flex-1 space-y-2', i > 0 ? 'mt-2' : 'mt-6')}>
              {PLAN_FEATURES.filter((feature) => feature.from === plan.id).map((feature) => (
                <li key={feature.label} className="flex gap-2 text-sm text-slate-700">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                  {feature.label}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant={plan.popular ? 'primary' : 'secondary'} className="mt-8">
              <Link to="/signup">{t.choose(plan.name)}</Link>
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-2xl bg-brand-700 px-6 py-10 text-center text-white">
        <h3 className="text-2xl font-bold">{t.ctaTitle}</h3>
        <p className="mt-2 text-brand-50">{t.ctaText}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">{t.createAccount}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="border border-white text-white hover:bg-brand-800"
          >
            <Link to="/contact">{t.contactTeam}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
