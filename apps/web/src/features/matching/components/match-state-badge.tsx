import { type MatchLevel, type MatchState, matchingMessages as mm } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const TONES: Record<MatchState, string> = {
  nouveau: 'bg-brand-100 text-brand-800',
  propose: 'bg-sky-100 text-sky-900',
  interesse: 'bg-green-100 text-green-800',
  pas_interesse: 'bg-slate-200 text-slate-700',
  visite_planifiee: 'bg-violet-100 text-violet-900',
  ecarte: 'bg-slate-200 text-slate-700',
};

export function MatchStateBadge({ state }: { state: MatchState }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[state])}>
      {mm.states[state]}
    </span>
  );
}

export function MatchLevelBadge({ level }: { level: MatchLevel }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
        level === 'match' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {mm.levels[level]}
    </span>
  );
}
