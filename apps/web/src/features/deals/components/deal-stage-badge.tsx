import { dealMessages as dm, type DealStage } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const tone = (stage: DealStage) =>
  stage === 'cancelled'
    ? 'bg-red-50 text-red-800 ring-red-600/30'
    : stage === 'closed'
      ? 'bg-slate-100 text-slate-700 ring-slate-500/30'
      : 'bg-brand-50 text-brand-800 ring-brand-600/30';

export function DealStageBadge({ stage }: { stage: DealStage }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        tone(stage),
      )}
    >
      {dm.stages[stage]}
    </span>
  );
}
