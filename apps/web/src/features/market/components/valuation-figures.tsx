import { marketMessages, type Valuation } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';

const m = marketMessages.valuation;

function verdict(v: Valuation): { text: string; good: boolean } | null {
  if (v.marketStatus === null || v.askingPriceExclFees === null) return null;
  if (v.marketStatus === 1) return { text: m.inMarket, good: true };
  if (v.high !== null && v.askingPriceExclFees > v.high) return { text: m.outOfMarketHigh, good: false };
  if (v.low !== null && v.askingPriceExclFees < v.low) return { text: m.outOfMarketLow, good: false };
  // The webhook gives a verdict without a range.
  return { text: m.outOfMarket, good: false };
}

function Figure({ label, children, hint }: { label: string; children: React.ReactNode; hint?: string }) {
  return (
    <Card className="space-y-1 p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-xl font-semibold text-slate-900">{children}</p>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
    </Card>
  );
}

/** The evaluation's key figures: estimate, range, median €/m², and the asking price with its verdict (green/red). */
export function ValuationFigures({ valuation: v }: { valuation: Valuation }) {
  const judged = verdict(v);
  const perM2 = (n: number) => `${formatPrice(n)}/m²`;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label={m.estimate}>{v.estimate !== null ? formatPrice(v.estimate) : '–'}</Figure>
      <Figure label={m.range}>
        {v.low !== null && v.high !== null ? `${formatPrice(v.low)} – ${formatPrice(v.high)}` : '–'}
      </Figure>
      <Figure
        label={m.perM2}
        hint={
          v.pricePerM2Low !== null && v.pricePerM2High !== null
            ? `${perM2(v.pricePerM2Low)} – ${perM2(v.pricePerM2High)}`
            : undefined
        }
      >
        {v.pricePerM2 !== null ? perM2(v.pricePerM2) : '–'}
      </Figure>
      <Figure label={m.asking}>
        {v.askingPriceExclFees !== null ? formatPrice(v.askingPriceExclFees) : '–'}
        {judged && (
          <span
            className={cn(
              'mt-1 block w-fit rounded-full px-2 py-0.5 text-sm font-medium',
              judged.good ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
            )}
          >
            {judged.text}
          </span>
        )}
      </Figure>
    </div>
  );
}
