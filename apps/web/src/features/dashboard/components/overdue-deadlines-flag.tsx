import { dealFiguresScreenMessages as sm } from '@immopilote/contracts';
import { AlarmClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';

/** A few lines keep the listings above the fold on a phone; the rest are on « Ventes en cours ». */
const SHOWN = 3;

/**
 * « Échéances dépassées » (issue 32): the files' deadlines passed without their event recorded,
 * flagged like the unanswered leads, each opening its file; only when there are some.
 */
export function OverdueDeadlinesFlag() {
  const { data } = useDashboardSummary();
  const figures = data?.dealFigures;
  if (!figures || figures.overdueCount === 0) return null;
  const overdue = figures.overdue;
  // The server lists the oldest few and counts them all.
  const rest = figures.overdueCount - Math.min(SHOWN, overdue.length);
  return (
    <section
      aria-labelledby="overdue-deadlines-title"
      className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <h2 id="overdue-deadlines-title" className="flex items-center gap-2 font-semibold">
        <AlarmClock className="size-5 shrink-0 text-red-700" aria-hidden />
        {sm.dashboard.overdueTitle}
      </h2>
      <ul className="mt-1 divide-y divide-red-100">
        {overdue.slice(0, SHOWN).map((item) => (
          <li key={`${item.dealId}-${item.label}-${item.dueOn}`}>
            <Link
              to={`/ventes/${item.dealId}`}
              className="flex min-h-11 items-center gap-2 rounded-md py-1 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 flex-1">
                <span className="font-medium">{sm.dashboard.overdueItem(item.label, item.propertyName)}</span>
                <span className="text-red-800">
                  {' '}
                  · {sm.dashboard.overdueSince(formatDate(item.dueOn, 'medium'))}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <Link
          to="/ventes"
          className="inline-flex min-h-11 items-center font-medium underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {sm.dashboard.overdueMore(rest)}
        </Link>
      )}
    </section>
  );
}
