import { type LeaseStatus, leaseMessages as lm } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const TONES = {
  active: 'bg-green-50 text-green-800 ring-green-600/30',
  ended: 'bg-slate-100 text-slate-700 ring-slate-500/30',
} as const satisfies Record<LeaseStatus, string>;

export function LeaseStatusBadge({ status }: { status: LeaseStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        TONES[status],
      )}
    >
      {lm.statuses[status]}
    </span>
  );
}
