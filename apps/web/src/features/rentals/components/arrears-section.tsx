import { arrearsMessages, formatDate, type LeaseDetail } from '@immopilote/contracts';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatCents, formatShortDate } from '../../../lib/format';
import { useLeaseArrears } from '../bank/api/get-arrears';

const sm = arrearsMessages.section;

/**
 * « Impayés » on the lease page (issue 34): the balance due today, what is issued but not yet due, what
 * was paid, each call not
 * paid in full with its days late and the reminders already sent, and the tenants to remind by post.
 */
export function ArrearsSection({ lease }: { lease: LeaseDetail }) {
  const arrears = useLeaseArrears(lease.id);
  const data = arrears.data;
  return (
    <section
      aria-labelledby="arrears-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="arrears-title" className="font-semibold text-slate-900">
        {sm.title}
      </h2>
      {!data ? (
        <Loading>
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3">
            <div className="min-w-0">
              <dt className="text-sm text-slate-600">{sm.balance}</dt>
              <dd
                data-testid="lease-balance"
                className={cn(
                  'text-xl font-bold tabular-nums',
                  data.balanceCents > 0 ? 'text-red-700' : 'text-slate-900',
                )}
              >
                {formatCents(data.balanceCents)}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-sm text-slate-600">{sm.upcoming}</dt>
              <dd className="text-slate-900 tabular-nums">{formatCents(data.upcomingCents)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-sm text-slate-600">{sm.paid}</dt>
              <dd className="text-slate-900 tabular-nums">{formatCents(data.paidCents)}</dd>
            </div>
          </dl>
          {data.unpaid.length === 0 ? (
            <p className="text-sm text-slate-700">{sm.upToDate}</p>
          ) : (
            <ul aria-label={sm.caption} className="divide-y divide-slate-100 border-t border-slate-100">
              {data.unpaid.map((call) => (
                <li
                  key={call.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 first-letter:uppercase">
                      {formatDate(call.period, 'month')}
                    </p>
                    <p className="text-xs text-slate-600">
                      {[
                        formatShortDate(call.dueOn),
                        sm.lateBy(call.daysLate),
                        call.remindedDays.length === 0 ? sm.noReminder : sm.remindersSent(call.remindedDays),
                      ].join(' · ')}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-slate-900 tabular-nums">
                    <span className="sr-only">{sm.due} </span>
                    {formatCents(call.dueCents)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {data.postalTenants.length > 0 && (
            <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              {sm.postal(data.postalTenants.join(', '))}
            </p>
          )}
        </>
      )}
    </section>
  );
}
