import { type DealDeadline, dealFiguresScreenMessages as sm } from '@immopilote/contracts';
import { AlarmClock } from 'lucide-react';
import { formatDate } from '../../../lib/format';

/** A file's next deadline: its date and label; a passed one says « En retard » in words, not in red alone. */
export function SalesNextDeadline({ deadline }: { deadline: DealDeadline | null }) {
  if (!deadline) return <span className="text-slate-600">{sm.sales.noDeadline}</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <time dateTime={deadline.dueOn} className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
          {formatDate(deadline.dueOn, 'medium')}
        </time>
        {deadline.overdue && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/30">
            <AlarmClock className="size-3.5" aria-hidden />
            {sm.sales.overdue}
          </span>
        )}
      </span>
      <span className="text-slate-700">{deadline.label}</span>
    </span>
  );
}
