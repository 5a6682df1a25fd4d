import { type MarketSearchResult, marketInsightsMessages } from '@immopilote/contracts';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatEuros, formatPricePerM2 } from '../../../lib/format';

const m = marketInsightsMessages.search;
const time = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** « 2023 T2 » → its first day and its middle (the quarter's median is drawn there), as times. */
function quarterTimes(quarter: string): { start: number; middle: number } {
  const [year, q] = quarter.split(' T').map(Number) as [number, number];
  return { start: Date.UTC(year, (q - 1) * 3, 1), middle: Date.UTC(year, (q - 1) * 3 + 1, 15) };
}

/** €/m² over time (UX.md: draw what people compare): each sale a point, each quarter's median a line. */
export function SalesChart({ result }: { result: MarketSearchResult }) {
  const points = result.points.map((p) => ({ x: time(p.soldOn), y: p.pricePerM2 }));
  const medians = result.quarters.map((q) => ({ x: quarterTimes(q.quarter).middle, y: q.median }));
  // One tick per quarter: the default ticks of a time axis repeat a month on a short period.
  const ticks = result.quarters.map((q) => quarterTimes(q.quarter).start);
  const first = Math.min(ticks[0] ?? Number.POSITIVE_INFINITY, ...points.map((p) => p.x));
  return (
    <figure className="space-y-2">
      <figcaption className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{m.chartTitle}</h2>
        <p className="text-sm text-slate-600">{m.chartHelp}</p>
      </figcaption>
      <div
        className="h-72 w-full overflow-hidden"
        role="img"
        aria-label={`${m.chartTitle} : ${m.chartSummary(result.quarters)}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="x"
              type="number"
              scale="time"
              domain={[first, 'dataMax']}
              ticks={ticks}
              tickFormatter={(v: number) => formatDate(new Date(v), 'monthCompact')}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              dataKey="y"
              type="number"
              width={72}
              tickFormatter={(v: number) => formatEuros(Math.round(v))}
              tick={{ fontSize: 12 }}
            />
            <Tooltip
              labelFormatter={(v) => formatDate(new Date(Number(v)), 'medium')}
              formatter={(v) => formatPricePerM2(Number(v))}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Scatter
              name={m.saleSeries}
              data={points}
              fill="#0f766e"
              fillOpacity={0.35}
              isAnimationActive={false}
              shape="circle"
              legendType="circle"
            />
            <Line
              name={m.medianSeries}
              data={medians}
              dataKey="y"
              stroke="#b45309"
              strokeWidth={2.5}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
