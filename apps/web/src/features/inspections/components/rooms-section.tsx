import {
  type ElementState,
  INSPECTION_DEFAULT_ELEMENTS,
  INSPECTION_ROOMS_MAX,
  inspectionMessages,
  inspectionsScreenMessages as sm,
  ROOM_KINDS,
  type RoomKind,
} from '@immopilote/contracts';
import { ArrowDown, ArrowUp, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { useInspectionDefaults } from '../api/inspection-defaults';
import { moveById, newRoom, removeById } from '../lib/content-edit';
import { useEditor } from './editor-context';
import { RemoveButton } from './remove-button';
import { RoomEditor } from './room-editor';

const m = sm.rooms;

/**
 * « Pièces »: the list (open, up, down, remove, add), then one room at a time with its elements,
 * and « Élément suivant » to walk through them with one thumb, room after room.
 */
export function RoomsSection({ entryStates }: { entryStates: Map<string, ElementState | null> | null }) {
  const { record, edit, readOnly } = useEditor();
  const rooms = record.content.rooms;
  const [openId, setOpenId] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [kind, setKind] = useState<RoomKind>('chambre');
  const defaults = useInspectionDefaults();
  const room = rooms.find((r) => r.id === openId);

  // Once the next element is drawn (maybe in the next room), bring it under the thumb.
  useEffect(() => {
    if (!focusId) return;
    const target = document.getElementById(`element-${focusId}`);
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId]);

  const goNext = () => {
    const order = rooms.flatMap((r) => r.elements.map((e) => ({ roomId: r.id, id: e.id })));
    const from = order.findIndex((x) => x.id === currentId);
    const start =
      from >= 0 && order[from]?.roomId === openId ? from + 1 : order.findIndex((x) => x.roomId === openId);
    const next = order[start];
    if (!next) return;
    setOpenId(next.roomId);
    setCurrentId(next.id);
    setFocusId(next.id);
  };

  const addRoom = () => {
    const sameKind = rooms.filter((r) => r.kind === kind).length;
    const label = inspectionMessages.roomKinds[kind];
    const elements = defaults.data?.rooms[kind] ?? INSPECTION_DEFAULT_ELEMENTS[kind];
    const created = newRoom(kind, sameKind > 0 ? `${label} ${sameKind + 1}` : label, elements);
    edit((r) => ({ ...r, content: { ...r.content, rooms: [...r.content.rooms, created] } }));
  };

  if (room) {
    const order = rooms.flatMap((r) => r.elements.map((e) => e.id));
    const isLast = currentId !== null && order.at(-1) === currentId;
    return (
      <RoomEditor
        room={room}
        entryStates={entryStates}
        currentId={currentId}
        onTouched={setCurrentId}
        onBack={() => setOpenId(null)}
        onNext={goNext}
        nextDisabled={room.elements.length === 0 || isLast}
      />
    );
  }

  return (
    <div className="space-y-4">
      {rooms.length === 0 ? (
        <EmptyState compact title={m.empty} />
      ) : (
        <ol className="space-y-2" aria-label={m.listLabel}>
          {rooms.map((r, index) => {
            const rated = r.elements.filter((e) => e.state !== null).length;
            return (
              <li
                key={r.id}
                className="flex items-center gap-1 rounded-lg border border-slate-200 bg-white p-1"
              >
                <button
                  type="button"
                  onClick={() => setOpenId(r.id)}
                  aria-label={m.open(r.name)}
                  className="flex min-h-12 min-w-0 flex-1 items-center justify-between gap-2 rounded-md px-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{r.name}</span>
                    <span className="block text-xs text-slate-600">
                      {m.progress(rated, r.elements.length)}
                    </span>
                  </span>
                  <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
                </button>
                {!readOnly && (
                  <>
                    <Button
                      variant="ghost"
                      className="size-11 p-0"
                      aria-label={m.moveUp(r.name)}
                      disabled={index === 0}
                      onClick={() =>
                        edit((x) => ({
                          ...x,
                          content: { ...x.content, rooms: moveById(x.content.rooms, r.id, -1) },
                        }))
                      }
                    >
                      <ArrowUp className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      className="size-11 p-0"
                      aria-label={m.moveDown(r.name)}
                      disabled={index === rooms.length - 1}
                      onClick={() =>
                        edit((x) => ({
                          ...x,
                          content: { ...x.content, rooms: moveById(x.content.rooms, r.id, 1) },
                        }))
                      }
                    >
                      <ArrowDown className="size-4" aria-hidden />
                    </Button>
                    <RemoveButton
                      label={m.remove(r.name)}
                      description={m.removeDescription}
                      confirmLabel={m.removeConfirm}
                      onConfirm={() =>
                        edit((x) => ({
                          ...x,
                          content: { ...x.content, rooms: removeById(x.content.rooms, r.id) },
                        }))
                      }
                    />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={m.addKind}>
              <Select value={kind} onChange={(event) => setKind(event.target.value as RoomKind)}>
                {ROOM_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {inspectionMessages.roomKinds[k]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Button variant="secondary" onClick={addRoom} disabled={rooms.length >= INSPECTION_ROOMS_MAX}>
            {m.add}
          </Button>
        </div>
      )}
    </div>
  );
}
