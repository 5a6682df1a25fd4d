import { marketMessages, type Valuation } from '@immopilote/contracts';
import {
  CartesianGrid,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  formatDate,
  formatPrice,
  formatPricePerM2,
  formatShortDate,
  formatSurface,
} from '../../../lib/format';

const m = marketMessages.valuation;

/** About eight ticks on the first days of months, whatever the period (a year or five). */
function monthTicks(times: number[]): number[] {
  if (times.length === 0) return [];
  const first = new Date(Math.min(...times));
  const last = Math.max(...times);
  const months =
    (new Date(last).getUTCFullYear() - first.getUTCFullYear()) * 12 +
    new Date(last).getUTCMonth() -
    first.getUTCMonth();
  const step = Math.max(1, Math.ceil(months / 8));
  const ticks: number[] = [];
  for (let i = 0; i <= months; i += step) {
    ticks.push(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1));
  }
  return ticks;
}

interface Point {
  time: number;
  perM2: number;
  sale: Valuation['sales'][number];
}

function SaleTooltip({ active, payload }: { active?: boolean; payload?: { payload: Point }[] }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white p-2 text-xs shadow-sm">
      <p className="font-medium text-slate-900">{point.sale.address || point.sale.communeName}</p>
      <p className="text-slate-700">
        {formatShortDate(point.sale.soldOn)} · {formatSurface(point.sale.surface)} ·{' '}
        {formatPrice(point.sale.price)}
      </p>
      <p className="text-slate-700">{formatPricePerM2(point.perM2)}</p>
    </div>
  );
}

/**
 * The comparables drawn (UX.md: price against comparable sales): €/m² by date, the interquartile
 * band shaded, the property's asking price excluding fees per m² as a line.
 */
export function ComparablesChart({ valuation }: { valuation: Valuation }) {
  const points: Point[] = valuation.sales.map((sale) => ({
    time: Date.parse(`${sale.soldOn}T00:00:00Z`),
    perM2: sale.pricePerM2,
    sale,
  }));
  const ticks = monthTicks(points.map((p) => p.time));
  const asking =
    valuation.askingPriceExclFees !== null && valuation.surface
      ? valuation.askingPriceExclFees / valuation.surface
      : null;
  const summary = [
    m.comparableCount(valuation.comparableCount),
    valuation.pricePerM2 !== null ? `${m.perM2} ${formatPricePerM2(valuation.pricePerM2)}` : null,
    asking !== null ? `${m.chartAsking} ${formatPricePerM2(asking)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <figure className="space-y-2">
      <figcaption className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{m.chartTitle}</h2>
        <p className="text-sm text-slate-600">{m.chartDescription}</p>
      </figcaption>
      <div className="h-72 w-full" role="img" aria-label={`${m.chartTitle} : ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <ScatterChart margin={{ top: 16, right: 12, bottom: 4, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              type="number"
              dataKey="time"
              domain={[ticks[0] ?? 'dataMin', 'dataMax']}
              ticks={ticks}
              tickFormatter={(v: number) => formatDate(new Date(v), 'monthShort')}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              type="number"
              dataKey="perM2"
              tickFormatter={(v: number) => `${Math.round(v / 100) / 10} k€`}
              tick={{ fontSize: 12 }}
              width={48}
            />
            {valuation.pricePerM2Low !== null && valuation.pricePerM2High !== null && (
              <ReferenceArea
                y1={valuation.pricePerM2Low}
                y2={valuation.pricePerM2High}
                fill="#0f766e"
                fillOpacity={0.08}
                ifOverflow="extendDomain"
              />
            )}
            {asking !== null && (
              <ReferenceLine
                y={asking}
                stroke={valuation.marketStatus === 1 ? '#15803d' : '#b91c1c'}
                strokeWidth={2}
                ifOverflow="extendDomain"
                label={{ value: m.chartAsking, position: 'insideTopRight', fontSize: 12, fill: '#0f172a' }}
              />
            )}
            <Tooltip content={<SaleTooltip />} />
            <Scatter isAnimationActive={false} data={points} fill="#475569" fillOpacity={0.7} />
          </ScatterChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
