import { type SignatureRequestStatus, signaturesScreenMessages as m } from '@immopilote/contracts';
import { cn } from '../../lib/cn';

const TONES: Record<SignatureRequestStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  sealing: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  completed: 'bg-green-50 text-green-800 ring-green-600/30',
  refused: 'bg-red-50 text-red-800 ring-red-600/30',
  locked: 'bg-red-50 text-red-800 ring-red-600/30',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/** A signature request's state at a glance, the same on every page that shows one. */
export function SignatureStatusBadge({ status }: { status: SignatureRequestStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        TONES[status],
      )}
    >
      {m.statusLabels[status]}
    </span>
  );
}
