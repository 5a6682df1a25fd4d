import { LEAD_STATES, type LeadState, leadsMessages, leadsScreenMessages as sm } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const t = sm.list;

/**
 * The states as a row of toggles with their counts (« Nouvelle (3) »); « Toutes » clears the state.
 * Buttons that say which is pressed rather than ARIA tabs: the list below is one, whichever is chosen.
 */
export function LeadStateTabs({
  state,
  counts,
  onChange,
}: {
  state: LeadState | undefined;
  counts: Partial<Record<LeadState, number>> | undefined;
  onChange(state: LeadState | undefined): void;
}) {
  const total = LEAD_STATES.reduce((sum, s) => sum + (counts?.[s] ?? 0), 0);
  const entries: { value: LeadState | undefined; label: string; count: number }[] = [
    { value: undefined, label: t.allStates, count: total },
    ...LEAD_STATES.map((s) => ({ value: s, label: leadsMessages.states[s], count: counts?.[s] ?? 0 })),
  ];
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
      <legend className="sr-only">{t.statesLabel}</legend>
      {entries.map((entry) => {
        const active = entry.value === state;
        return (
          <button
            key={entry.value ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(entry.value)}
            className={cn(
              'min-h-11 flex-auto rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-9 sm:flex-none',
              active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {entry.label} <span className="tabular-nums text-slate-500">{entry.count}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
