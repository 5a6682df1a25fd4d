import {
  DEAL_EXPECTED_HORIZON_DAYS,
  type DealFigures,
  dealFiguresScreenMessages as sm,
} from '@immopilote/contracts';
import { Link } from 'react-router';
import { formatEuros } from '../../../lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';

/**
 * « Honoraires » (issue 32): the fees of the files signed this month and expected within 90 days,
 * the member's own or, for the head, the agency's with each member's share. Not drawn when the
 * member may not see them (`dealFigures` null).
 */
export function DealFiguresCard() {
  const { data } = useDashboardSummary();
  const figures = data?.dealFigures;
  if (!figures) return null;
  return (
    <section aria-labelledby="deal-figures-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="deal-figures-title" className="font-semibold text-slate-900">
          {sm.dashboard.title}
        </h2>
        <Link
          to="/ventes"
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {sm.dashboard.openSales}
        </Link>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className="text-sm text-slate-600">{sm.dashboard.signedThisMonth}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {formatEuros(figures.signedThisMonth)}
          </dd>
          <dd className="text-xs text-slate-600">{sm.dashboard.signedHint}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-slate-600">{sm.dashboard.expected(DEAL_EXPECTED_HORIZON_DAYS)}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {formatEuros(figures.expectedNext90Days)}
          </dd>
          <dd className="text-xs text-slate-600">{sm.dashboard.expectedHint}</dd>
        </div>
      </dl>
      {figures.byMember && figures.byMember.length > 0 && <ByMember rows={figures.byMember} />}
    </section>
  );
}

type MemberRow = NonNullable<DealFigures['byMember']>[number];

/** The head's view: each member's fees, the largest expected first, files without a member last. */
function ByMember({ rows }: { rows: readonly MemberRow[] }) {
  const sorted = [...rows].sort(
    (a, b) =>
      Number(a.member === null) - Number(b.member === null) || b.expectedNext90Days - a.expectedNext90Days,
  );
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{sm.dashboard.byMemberCaption}</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            {sm.dashboard.member}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {sm.dashboard.signed}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {sm.dashboard.expectedShort}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sorted.map((row) => (
          <tr key={row.member?.id ?? 'none'}>
            <th scope="row" className="py-1.5 pr-2 font-normal break-words text-slate-800">
              {row.member?.name ?? sm.dashboard.unassigned}
            </th>
            <td className="py-1.5 pr-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
              {formatEuros(row.signedThisMonth)}
            </td>
            <td className="py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
              {formatEuros(row.expectedNext90Days)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
