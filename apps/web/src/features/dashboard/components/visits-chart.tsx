import { dashboardMessages as m } from '@immopilote/contracts';
import { formatDate } from '../../../lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';

// Numeric « 23/11 » under each bar keeps eight weeks inside a phone's width; the bar's name is spelt out.
const weekLabel = (isoDate: string) => formatDate(isoDate, 'dayMonthNumeric');
const weekName = (isoDate: string) => formatDate(isoDate, 'dayMonth');

/** Visits of the last weeks as bars; each bar's figure is written too (no reading off an axis). */
export function VisitsChart() {
  const { data } = useDashboardSummary();
  if (!data) return null;
  const max = Math.max(1, ...data.visitsPerWeek.map((w) => w.count));
  return (
    <section aria-labelledby="visits-chart-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="visits-chart-title" className="font-semibold text-slate-900">
        {m.chartTitle}
      </h2>
      <ol className="mt-3 flex h-36 items-end gap-1">
        {data.visitsPerWeek.map((week, i) => {
          const current = i === data.visitsPerWeek.length - 1;
          return (
            <li
              key={week.weekStart}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
              aria-label={m.chartWeek(weekName(week.weekStart), week.count)}
            >
              <span className="text-xs font-medium text-slate-700 tabular-nums" aria-hidden>
                {week.count}
              </span>
              <span
                aria-hidden
                className={`w-full rounded-t ${current ? 'bg-brand-600' : 'bg-slate-300'}`}
                style={{ height: `${Math.max(4, (week.count / max) * 100)}%` }}
              />
              <span className="text-[10px] text-slate-600 tabular-nums" aria-hidden>
                {weekLabel(week.weekStart)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
