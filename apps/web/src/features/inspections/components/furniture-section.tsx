import {
  type ElementState,
  FURNISHED_INVENTORY,
  INSPECTION_FURNITURE_MAX,
  type InspectionFurniture,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { removeById, updateById } from '../lib/content-edit';
import { cn } from '../../../lib/cn';
import { compareElement } from '../lib/compare';
import { useEditor } from './editor-context';
import { ChangedBadge, changedCard, EntryComparisonLine } from './entry-comparison';
import { PhotoStrip } from './photo-strip';
import { RemoveButton } from './remove-button';
import { StateButtons } from './state-buttons';

const m = sm.furniture;

const line = (name: string): InspectionFurniture => ({
  id: crypto.randomUUID(),
  name,
  count: 1,
  state: null,
  remarks: '',
  photoIds: [],
});

/** « Inventaire » (furnished let): the décret 2015-981 list in one tap, then any other piece. */
export function FurnitureSection({ entryStates }: { entryStates: Map<string, ElementState | null> | null }) {
  const { record, edit, readOnly } = useEditor();
  const [name, setName] = useState('');
  const furniture = record.content.furniture;
  const change = (id: string, next: Partial<InspectionFurniture>) =>
    edit((r) => ({
      ...r,
      content: { ...r.content, furniture: updateById(r.content.furniture, id, (x) => ({ ...x, ...next })) },
    }));
  const add = (names: readonly string[]) =>
    edit((r) => ({
      ...r,
      content: { ...r.content, furniture: [...r.content.furniture, ...names.map(line)] },
    }));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{m.hint}</p>
      {furniture.length === 0 && (
        <EmptyState
          compact
          title={m.empty}
          action={
            !readOnly && (
              <Button variant="secondary" onClick={() => add(FURNISHED_INVENTORY)}>
                {m.fillDecree}
              </Button>
            )
          }
        />
      )}
      <ul className="space-y-3">
        {furniture.map((item) => {
          const comparison = entryStates ? compareElement(entryStates, item) : null;
          const changed = comparison?.kind === 'changed';
          return (
            <li
              key={item.id}
              data-changed={changed || undefined}
              className={cn(
                'space-y-3 rounded-lg border p-3',
                changed ? changedCard : 'border-slate-200 bg-white',
              )}
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-medium text-slate-900">{item.name}</h3>
                {changed && <ChangedBadge />}
                {!readOnly && (
                  <RemoveButton
                    label={sm.element.remove(item.name)}
                    description={sm.removeDescriptions.furniture}
                    onConfirm={() =>
                      edit((r) => ({
                        ...r,
                        content: { ...r.content, furniture: removeById(r.content.furniture, item.id) },
                      }))
                    }
                  />
                )}
              </div>
              <div className="w-28">
                <Field label={m.count}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={999}
                    value={String(item.count)}
                    readOnly={readOnly}
                    onChange={(event) => {
                      const count = Number.parseInt(event.target.value, 10);
                      if (Number.isInteger(count) && count >= 0 && count <= 999) change(item.id, { count });
                    }}
                  />
                </Field>
              </div>
              {comparison && <EntryComparisonLine comparison={comparison} />}
              <StateButtons
                legend={sm.element.stateLegend(item.name)}
                name={`furniture-${item.id}`}
                value={item.state}
                disabled={readOnly}
                onChange={(state) => change(item.id, { state })}
              />
              <PhotoStrip
                target={{ kind: 'furniture', id: item.id }}
                name={item.name}
                photoIds={item.photoIds}
              />
            </li>
          );
        })}
      </ul>
      {!readOnly && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={m.name}>
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
          </div>
          <Button
            variant="secondary"
            disabled={!name.trim() || furniture.length >= INSPECTION_FURNITURE_MAX}
            onClick={() => {
              add([name.trim()]);
              setName('');
            }}
          >
            {m.add}
          </Button>
        </div>
      )}
    </div>
  );
}
