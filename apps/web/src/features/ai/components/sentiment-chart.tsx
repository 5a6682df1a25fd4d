import { aiMessages, type ReviewStats } from '@immopilote/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../../lib/format';

/** Sentiment over time (UX.md: draw what people compare): positive, neutral, negative reviews per month. */
export function SentimentChart({ months }: { months: ReviewStats['months'] }) {
  const data = months.map((m) => ({
    month: formatDate(`${m.month}-01`, 'monthCompact'),
    [aiMessages.positiveShare]: m.positive,
    [aiMessages.neutralShare]: m.neutral,
    [aiMessages.negativeShare]: m.negative,
  }));
  const summary = months
    .map((m) => `${m.month} : ${m.positive} positifs, ${m.neutral} neutres, ${m.negative} négatifs`)
    .join(' ; ');
  return (
    <figure className="space-y-2">
      <figcaption className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{aiMessages.sentimentChartTitle}</h2>
        <p className="text-sm text-slate-600">{aiMessages.sentimentChartHelp}</p>
      </figcaption>
      <div className="h-64 w-full" role="img" aria-label={`${aiMessages.sentimentChartTitle} : ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar isAnimationActive={false} dataKey={aiMessages.positiveShare} stackId="a" fill="#047857" />
            <Bar isAnimationActive={false} dataKey={aiMessages.neutralShare} stackId="a" fill="#64748b" />
            <Bar isAnimationActive={false} dataKey={aiMessages.negativeShare} stackId="a" fill="#b91c1c" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
