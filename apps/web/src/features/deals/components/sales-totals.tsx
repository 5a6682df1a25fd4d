import { dealFiguresScreenMessages as sm, dealMessages } from '@immopilote/contracts';
import { formatEuros } from '../../../lib/format';
import { isEnded, openTotal, type StageGroup } from './sales-groups';

/**
 * The expected fees per open stage, drawn as bars against the largest (UX.md: where people compare
 * numbers, draw them), with the total; the amounts are written beside each bar.
 */
export function SalesTotals({ groups }: { groups: readonly StageGroup[] }) {
  const open = groups.filter((g) => !isEnded(g.stage));
  if (open.length === 0) return null;
  const largest = Math.max(...open.map((g) => g.totalFee), 1);
  return (
    <section
      aria-label={sm.sales.totalsLabel}
      className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)_max-content] sm:items-center">
        {open.map((g) => (
          <div key={g.stage} className="contents">
            <dt className="text-sm text-slate-700">{dealMessages.stages[g.stage]}</dt>
            <dd className="flex items-center gap-3 sm:contents">
              <span className="h-2.5 min-w-0 flex-1 rounded-full bg-slate-100" aria-hidden>
                <span
                  className="block h-full rounded-full bg-brand-600"
                  style={{ width: `${Math.max(2, Math.round((g.totalFee / largest) * 100))}%` }}
                />
              </span>
              <span className="text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatEuros(g.totalFee)}
              </span>
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2 sm:contents">
          <dt className="text-sm font-semibold text-slate-900 sm:col-span-2 sm:border-t sm:border-slate-200 sm:pt-2">
            {sm.sales.total}
          </dt>
          <dd className="text-right text-base font-bold text-slate-900 tabular-nums sm:border-t sm:border-slate-200 sm:pt-2">
            {formatEuros(openTotal(groups))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
