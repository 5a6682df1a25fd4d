import {
  type ElementState,
  type InspectionElement,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { compareElement } from '../lib/compare';
import { removeElement, updateElement } from '../lib/content-edit';
import { useEditor } from './editor-context';
import { ChangedBadge, changedCard, EntryComparisonLine } from './entry-comparison';
import { PhotoStrip } from './photo-strip';
import { RemoveButton } from './remove-button';
import { StateButtons } from './state-buttons';

const m = sm.element;

/**
 * One element (a wall, a window, the boiler): its state in one tap, remarks, photos. At exit, the
 * entry's state sits beside it and a changed state is marked « Modifié » in words and colour.
 */
export function ElementCard({
  element,
  entryStates,
  current,
  onTouched,
}: {
  element: InspectionElement;
  /** The entry's states (exit only). */
  entryStates: Map<string, ElementState | null> | null;
  current: boolean;
  onTouched(id: string): void;
}) {
  const editor = useEditor();
  const titleId = useId();
  const comparison = entryStates ? compareElement(entryStates, element) : null;
  const changed = comparison?.kind === 'changed';
  const change = (next: Partial<InspectionElement>) =>
    editor.edit((r) => ({ ...r, content: updateElement(r.content, element.id, (e) => ({ ...e, ...next })) }));

  return (
    <article
      id={`element-${element.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-changed={changed || undefined}
      className={cn(
        'scroll-mt-24 space-y-3 rounded-lg border p-3 focus:outline-none',
        changed ? changedCard : 'border-slate-200 bg-white',
        current && 'ring-2 ring-brand-600',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={titleId} className="font-medium text-slate-900">
          {element.name}
        </h4>
        {changed && <ChangedBadge />}
      </div>
      {comparison && <EntryComparisonLine comparison={comparison} />}
      <StateButtons
        legend={m.stateLegend(element.name)}
        name={`state-${element.id}`}
        value={element.state}
        disabled={editor.readOnly}
        onChange={(state) => {
          change({ state });
          onTouched(element.id);
        }}
      />
      <Field label={m.remarks}>
        <Textarea
          rows={2}
          value={element.remarks}
          readOnly={editor.readOnly}
          onChange={(event) => change({ remarks: event.target.value })}
          onFocus={() => onTouched(element.id)}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PhotoStrip
          target={{ kind: 'element', id: element.id }}
          name={element.name}
          photoIds={element.photoIds}
        />
        {!editor.readOnly && (
          <RemoveButton
            label={m.remove(element.name)}
            description={m.removeDescription}
            onConfirm={() => editor.edit((r) => ({ ...r, content: removeElement(r.content, element.id) }))}
          />
        )}
      </div>
    </article>
  );
}
