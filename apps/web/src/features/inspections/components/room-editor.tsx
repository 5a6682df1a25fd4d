import {
  type ElementState,
  INSPECTION_ELEMENTS_PER_ROOM_MAX,
  type InspectionRoom,
  inspectionMessages,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';
import { ArrowLeft, ChevronsDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { newElement, updateById } from '../lib/content-edit';
import { useEditor } from './editor-context';
import { ElementCard } from './element-card';

const m = sm.rooms;

/** One room: its name, its elements one under the other, its remarks; « Élément suivant » at the thumb. */
export function RoomEditor({
  room,
  entryStates,
  currentId,
  onTouched,
  onBack,
  onNext,
  nextDisabled,
}: {
  room: InspectionRoom;
  entryStates: Map<string, ElementState | null> | null;
  currentId: string | null;
  onTouched(id: string): void;
  onBack(): void;
  onNext(): void;
  nextDisabled: boolean;
}) {
  const { edit, readOnly } = useEditor();
  const [newName, setNewName] = useState('');
  const changeRoom = (change: (r: InspectionRoom) => InspectionRoom) =>
    edit((x) => ({ ...x, content: { ...x.content, rooms: updateById(x.content.rooms, room.id, change) } }));

  const addElement = () => {
    const name = newName.trim();
    if (!name) return;
    changeRoom((r) => ({ ...r, elements: [...r.elements, newElement(name)] }));
    setNewName('');
  };

  return (
    <section aria-label={room.name} className="space-y-4">
      <Button variant="ghost" onClick={onBack} className="-ml-2">
        <ArrowLeft className="size-4" aria-hidden />
        {m.allRooms}
      </Button>
      <h3 className="text-lg font-semibold text-slate-900">{room.name}</h3>
      {!readOnly && (
        <Field
          label={m.name}
          error={room.name.trim() ? undefined : inspectionMessages.errors.roomNameRequired}
        >
          <Input
            value={room.name}
            onChange={(event) => changeRoom((r) => ({ ...r, name: event.target.value }))}
          />
        </Field>
      )}
      <ul className="space-y-3">
        {room.elements.map((element) => (
          <li key={element.id}>
            <ElementCard
              element={element}
              entryStates={entryStates}
              current={element.id === currentId}
              onTouched={onTouched}
            />
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={m.newElementName}>
              <Input
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') addElement();
                }}
              />
            </Field>
          </div>
          <Button
            variant="secondary"
            onClick={addElement}
            disabled={!newName.trim() || room.elements.length >= INSPECTION_ELEMENTS_PER_ROOM_MAX}
          >
            {m.addElement}
          </Button>
        </div>
      )}
      <Field label={m.remarks}>
        <Textarea
          rows={3}
          value={room.remarks}
          readOnly={readOnly}
          onChange={(event) => changeRoom((r) => ({ ...r, remarks: event.target.value }))}
        />
      </Field>
      {!readOnly && (
        <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
          <Button className="w-full" onClick={onNext} disabled={nextDisabled}>
            <ChevronsDown className="size-5" aria-hidden />
            {sm.element.next}
          </Button>
        </div>
      )}
    </section>
  );
}
