import { type ComparablesDefinition, marketMessages, parisToday, salesAreStale } from '@immopilote/contracts';
import { TriangleAlert } from 'lucide-react';

const m = marketMessages.comparables;

/**
 * What the sales behind a figure are (issue 27 §5), the same sentence on the evaluation and on the
 * market page: kind, surfaces, distance, the period they span and their count; the widening rule
 * where the definition chose the step (not for a search the user set); a warning when the newest
 * sale is more than 18 months old.
 */
export function ComparablesNote({ definition }: { definition: ComparablesDefinition }) {
  const stale = definition.lastSale !== null && salesAreStale(definition.lastSale, parisToday());
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium text-slate-900">{m.definition(definition)}</p>
      {definition.widened !== null && (
        <p className="text-slate-600">{definition.widened ? `${m.widened} ${m.widening}` : m.widening}</p>
      )}
      {stale && definition.lastSale && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.stale(definition.lastSale)}
        </p>
      )}
    </div>
  );
}
