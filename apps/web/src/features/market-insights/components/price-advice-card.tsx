import {
  ACTIVE_PROPERTY_STATUSES,
  formatPercentChange,
  marketInsightsMessages,
  type PriceAdvice,
  type Property,
} from '@immopilote/contracts';
import { ArrowDownRight, ArrowUpRight, Gauge, Minus, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format';
import { PlanGate } from '../../subscription';
import { usePriceAdvice } from '../api/get-price-advice';

const a = marketInsightsMessages.advice;

/**
 * « Conseil de prix dynamique » on a property's page (Premium): shown for a sale still on the
 * market; the agency without the plan sees what it does and how to get it.
 */
export function PriceAdviceCard({ property }: { property: Pick<Property, 'id' | 'type' | 'status'> }) {
  if (property.type !== 'Vente' || !(ACTIVE_PROPERTY_STATUSES as readonly string[]).includes(property.status))
    return null;
  return (
    <Card className="space-y-4 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Gauge className="size-5 text-brand-700" aria-hidden />
        {a.title}
      </h2>
      <PlanGate feature="dynamic_pricing">
        <AdviceBody propertyId={property.id} />
      </PlanGate>
    </Card>
  );
}

function AdviceBody({ propertyId }: { propertyId: string }) {
  // Rendered inside the plan gate: only agencies whose plan includes the advice ask for it.
  const advice = usePriceAdvice(propertyId);
  if (advice.isError) {
    return (
      <p role="alert" className="text-red-700">
        {advice.error.message}
      </p>
    );
  }
  if (!advice.data) {
    return (
      <Loading label={a.loading}>
        <Skeleton className="h-24 w-full" />
      </Loading>
    );
  }
  const data = advice.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{a.intro}</p>
      <AdviceContent advice={data} propertyId={propertyId} />
      {data.status === 'ready' && (
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 sm:min-h-8"
          onClick={() => advice.refetch()}
          disabled={advice.isFetching}
        >
          <RefreshCw className="size-4" aria-hidden />
          {a.refresh}
        </Button>
      )}
    </div>
  );
}

const DIRECTION_STYLE = {
  lower: { icon: ArrowDownRight, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  hold: { icon: Minus, className: 'border-slate-200 bg-slate-50 text-slate-900' },
  raise: { icon: ArrowUpRight, className: 'border-green-200 bg-green-50 text-green-900' },
} as const;

function AdviceContent({ advice, propertyId }: { advice: PriceAdvice; propertyId: string }) {
  if (advice.status === 'not_applicable' || advice.status === 'not_enough') {
    return <p className="text-slate-700">{advice.message}</p>;
  }
  if (advice.status === 'missing_facts') {
    return (
      <div className="space-y-2">
        <p className="text-slate-700">{advice.message}</p>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {advice.missing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Button asChild variant="secondary" size="sm">
          <Link to={`/edit-property/${propertyId}`}>{a.completeFacts}</Link>
        </Button>
      </div>
    );
  }
  const style = DIRECTION_STYLE[advice.direction];
  const Icon = style.icon;
  const { facts, market } = advice;
  const rows = [
    { label: a.daysOnline, value: `${a.days(facts.daysOnline)} (${formatLongDate(facts.onlineSince)})` },
    { label: a.visits, value: a.visitsValue(facts.visits, facts.visitsLast30) },
    {
      label: a.notes,
      value: facts.averageNote === null ? a.noNotes : a.notesValue(facts.averageNote, facts.notes),
    },
    { label: a.askingLabel, value: a.askingValue(facts.askingExclFees, facts.askingPerM2) },
    { label: a.marketLabel, value: a.marketValue(market.medianPerM2, market.q1PerM2, market.q3PerM2) },
  ];
  return (
    <div className="space-y-4">
      <div className={cn('flex items-start gap-3 rounded-lg border p-4', style.className)}>
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{a.directions[advice.direction]}</p>
          {advice.targetExclFees !== null && advice.changePercent !== null && (
            <p>
              {a.target(advice.targetExclFees, formatPercentChange(advice.changePercent))}
              {advice.targetWithFees !== null && `, ${a.targetWithFees(advice.targetWithFees)}`}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={a.factsLabel}>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{a.factsLabel}</h3>
          <dl className="space-y-2 text-sm">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-slate-600">{row.label}</dt>
                <dd className="text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-label={a.stepsLabel}>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{a.stepsLabel}</h3>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-800">
            {advice.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
