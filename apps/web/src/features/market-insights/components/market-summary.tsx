import { type MarketFigures, marketInsightsMessages } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';

const m = marketInsightsMessages.search;
const perM2 = (n: number) => `${formatPrice(n)}/m²`;

/** The key figures of the sales found: count, median €/m², its central half, median price and surface. */
export function MarketSummary({ figures }: { figures: MarketFigures }) {
  const items = [
    { label: m.countLabel, value: figures.count.toLocaleString('fr-FR') },
    { label: m.medianLabel, value: perM2(figures.medianPerM2), strong: true },
    { label: m.rangeLabel, value: m.range(figures.q1PerM2, figures.q3PerM2), help: m.rangeHelp, wide: true },
    { label: m.medianPriceLabel, value: formatPrice(figures.medianPrice) },
    { label: m.medianSurfaceLabel, value: `${figures.medianSurface.toLocaleString('fr-FR')}\u00a0m²` },
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
