import { matchingMessages as mm, type SearchStatus } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const TONES: Record<SearchStatus, string> = {
  active: 'bg-green-100 text-green-800',
  en_pause: 'bg-amber-100 text-amber-900',
  satisfaite: 'bg-brand-100 text-brand-800',
  abandonnee: 'bg-slate-200 text-slate-700',
};

export function SearchStatusBadge({ status }: { status: SearchStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[status])}>
      {mm.statuses[status]}
    </span>
  );
}
