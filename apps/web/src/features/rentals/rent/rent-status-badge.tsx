import { type ReceiptKind, type RentCallStatus, rentMessages as m } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1';

const STATUS_TONES: Record<RentCallStatus, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-600/30',
  partial: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  unpaid: 'bg-red-50 text-red-800 ring-red-600/30',
  upcoming: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

export function RentCallStatusBadge({ status }: { status: RentCallStatus }) {
  return <span className={cn(badge, STATUS_TONES[status])}>{m.statuses[status]}</span>;
}

export function ReceiptKindBadge({ kind }: { kind: ReceiptKind }) {
  return (
    <span
      className={cn(
        badge,
        kind === 'quittance'
          ? 'bg-brand-50 text-brand-800 ring-brand-600/30'
          : 'bg-slate-100 text-slate-700 ring-slate-500/30',
      )}
    >
      {m.kinds[kind]}
    </span>
  );
}
