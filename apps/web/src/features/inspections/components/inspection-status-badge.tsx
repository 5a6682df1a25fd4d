import { type InspectionStatus, inspectionMessages } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const TONES: Record<InspectionStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  signing: 'bg-amber-100 text-amber-900',
  signed: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
};

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {inspectionMessages.statuses[status]}
    </span>
  );
}
