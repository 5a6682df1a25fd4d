import {
  type ElementState,
  inspectionMessages,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';
import { cn } from '../../../lib/cn';
import type { EntryComparison } from '../lib/compare';

const m = sm.element;
const stateLabel = (state: ElementState | null) => (state ? inspectionMessages.states[state] : m.noState);

/** The card of a changed line: a bold left border and a warm background, beside the words. */
export const changedCard = 'border-amber-500 border-l-4 bg-amber-50';

/** « Modifié », in words (the colour only repeats it). */
export function ChangedBadge() {
  return (
    <span className="shrink-0 rounded-full border border-amber-700 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {m.changed}
    </span>
  );
}

/** At exit, under a line: the entry's state, or the change from it to now. */
export function EntryComparisonLine({ comparison }: { comparison: EntryComparison }) {
  const changed = comparison.kind === 'changed';
  return (
    <p className={cn('text-sm', changed ? 'font-medium text-amber-900' : 'text-slate-600')}>
      {comparison.kind === 'new'
        ? m.newSinceEntry
        : comparison.kind === 'changed'
          ? m.changedLabel(stateLabel(comparison.entryState), stateLabel(comparison.exitState))
          : comparison.entryState
            ? m.atEntry(stateLabel(comparison.entryState))
            : m.atEntryNone}
    </p>
  );
}
