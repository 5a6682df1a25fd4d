import {
  type ElementState,
  INSPECTION_DEFAULT_EQUIPMENT,
  INSPECTION_ELEMENTS_PER_ROOM_MAX,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { newElement } from '../lib/content-edit';
import { useEditor } from './editor-context';
import { ElementCard } from './element-card';

/** « Équipements »: heating and hot water, compared with the entry like the rooms' elements. */
export function EquipmentSection({ entryStates }: { entryStates: Map<string, ElementState | null> | null }) {
  const { record, edit, readOnly } = useEditor();
  const [name, setName] = useState('');
  const [currentId, setCurrentId] = useState<string | null>(null);
  const equipment = record.content.equipment;
  const add = (names: readonly string[]) =>
    edit((r) => ({
      ...r,
      content: { ...r.content, equipment: [...r.content.equipment, ...names.map(newElement)] },
    }));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{sm.equipment.hint}</p>
      <ul className="space-y-3">
        {equipment.map((element) => (
          <li key={element.id}>
            <ElementCard
              element={element}
              entryStates={entryStates}
              current={element.id === currentId}
              onTouched={setCurrentId}
            />
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          {equipment.length === 0 && (
            <Button variant="secondary" onClick={() => add(INSPECTION_DEFAULT_EQUIPMENT)}>
              {sm.equipment.add} ({INSPECTION_DEFAULT_EQUIPMENT.join(', ')})
            </Button>
          )}
          <div className="flex-1">
            <Field label={sm.rooms.newElementName}>
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
          </div>
          <Button
            variant="secondary"
            disabled={!name.trim() || equipment.length >= INSPECTION_ELEMENTS_PER_ROOM_MAX}
            onClick={() => {
              add([name.trim()]);
              setName('');
            }}
          >
            {sm.equipment.add}
          </Button>
        </div>
      )}
    </div>
  );
}
