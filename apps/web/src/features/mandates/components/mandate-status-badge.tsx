import { type Mandate, mandateMessages as m } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const TONES = {
  active: 'bg-green-50 text-green-800 ring-green-600/30',
  ended: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  cancelled: 'bg-red-50 text-red-800 ring-red-600/30',
} as const;

export function MandateStatusBadge({ status }: { status: Mandate['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        TONES[status],
      )}
    >
      {m.statusLabels[status]}
    </span>
  );
}
