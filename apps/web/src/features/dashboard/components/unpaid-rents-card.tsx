import { arrearsMessages, formatDate, holdsPermission, type Profile } from '@immopilote/contracts';
import { Link } from 'react-router';
import { formatCents } from '../../../lib/format';
import { useDashboardUnpaidRents } from '../api/get-unpaid-rents';

const sm = arrearsMessages.dashboard;
const SHOWN = 5;

/**
 * « Loyers impayés » (issue 34): the late rents, oldest first, each opening its lease; for the
 * members who manage properties. Not drawn while every rent called is paid, nor for the others.
 */
export function UnpaidRentsCard({ profile }: { profile: Pick<Profile, 'isBoss' | 'permissions'> }) {
  const allowed = holdsPermission(profile, 'add_property');
  const { data } = useDashboardUnpaidRents(allowed);
  if (!allowed || !data || data.items.length === 0) return null;
  const rest = data.items.length - SHOWN;
  return (
    <section aria-labelledby="unpaid-rents-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="unpaid-rents-title" className="font-semibold text-slate-900">
          {sm.title}
        </h2>
        <Link
          to="/gestion/banque"
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {sm.openBank}
        </Link>
      </div>
      <p className="text-xl font-bold text-red-700 tabular-nums">
        {sm.total(formatCents(data.totalDueCents))}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {data.items.slice(0, SHOWN).map((rent) => (
          <li key={rent.id}>
            <Link
              to={`/gestion/baux/${rent.leaseId}`}
              className="flex min-h-11 items-start justify-between gap-3 rounded-md py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0">
                <span className="block text-sm font-medium break-words text-slate-900">
                  {rent.propertyLabel}
                </span>
                <span className="block text-xs break-words text-slate-600">
                  {sm.line(rent.tenantNames, formatDate(rent.period, 'month'))}
                  {rent.postal && ` · ${sm.postal}`}
                </span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block text-sm font-semibold text-slate-900 tabular-nums">
                  {formatCents(rent.dueCents)}
                </span>
                <span className="block text-xs text-red-700">{sm.late(rent.daysLate)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {rest > 0 && <p className="mt-1 text-xs text-slate-600">{sm.more(rest)}</p>}
    </section>
  );
}
