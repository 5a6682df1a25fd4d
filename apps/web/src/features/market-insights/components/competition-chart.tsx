import { type Competition, marketInsightsMessages } from '@immopilote/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEuros, formatPricePerM2 } from '../../../lib/format';

const c = marketInsightsMessages.competition;

/** Per commune and kind: the median €/m² of the agency's listings beside the market's (DVF). */
export function CompetitionChart({ groups }: { groups: Competition['groups'] }) {
  const data = groups.map((g) => ({
    label: c.groupLabel(g.city, g.kind),
    [c.agencySeries]: g.agencyMedianPerM2,
    [c.marketSeries]: g.market?.medianPerM2 ?? null,
  }));
  const summary = c.chartSummary(
    groups.map((g) => ({
      label: c.groupLabel(g.city, g.kind),
      agency: g.agencyMedianPerM2,
      market: g.market?.medianPerM2 ?? null,
    })),
  );
  return (
    <figure className="space-y-2">
      <figcaption className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{c.chartTitle}</h2>
        <p className="text-sm text-slate-600">{c.chartHelp}</p>
      </figcaption>
      <div className="h-72 w-full overflow-hidden" role="img" aria-label={`${c.chartTitle} : ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
            <YAxis
              width={72}
              tickFormatter={(v: number) => formatEuros(Math.round(v))}
              tick={{ fontSize: 12 }}
            />
            {/* On a phone the tooltip wraps inside the chart instead of pushing the page sideways. */}
            <Tooltip
              formatter={(v) => formatPricePerM2(Number(v))}
              wrapperStyle={{ maxWidth: '85%' }}
              contentStyle={{ whiteSpace: 'normal' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar isAnimationActive={false} dataKey={c.agencySeries} fill="#1d4ed8" maxBarSize={72} />
            <Bar isAnimationActive={false} dataKey={c.marketSeries} fill="#64748b" maxBarSize={72} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
