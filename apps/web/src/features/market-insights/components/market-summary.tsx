import { type MarketFigures, marketInsightsMessages } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatNumber, formatPrice, formatPricePerM2, formatSurface } from '../../../lib/format';

const m = marketInsightsMessages.search;

/** The key figures of the sales found: count, median €/m², its central half, median price and surface. */
export function MarketSummary({ figures }: { figures: MarketFigures }) {
  const items = [
    { label: m.countLabel, value: formatNumber(figures.count) },
    { label: m.medianLabel, value: formatPricePerM2(figures.medianPerM2), strong: true },
    { label: m.rangeLabel, value: m.range(figures.q1PerM2, figures.q3PerM2), help: m.rangeHelp, wide: true },
    { label: m.medianPriceLabel, value: formatPrice(figures.medianPrice) },
    { label: m.medianSurfaceLabel, value: formatSurface(figures.medianSurface) },
  ];
  return (
    <section aria-label={m.summaryLabel}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {items.map((item) => (
          <Card key={item.label} className={cn('space-y-1 p-4', item.wide && 'col-span-2 lg:col-span-1')}>
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd
              className={
                item.strong ? 'text-xl font-bold text-brand-800' : 'text-lg font-semibold text-slate-900'
              }
            >
              {item.value}
            </dd>
            {item.help && <dd className="text-xs text-slate-600">{item.help}</dd>}
          </Card>
        ))}
      </dl>
    </section>
  );
}
