import {
  INSPECTION_DEFAULT_ELEMENTS,
  inspectionMessages,
  inspectionsScreenMessages as sm,
  ROOM_KINDS,
  type RoomKind,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useInspectionDefaults, useSetInspectionDefaults } from '../api/inspection-defaults';

const m = sm.defaults;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** « Mon agence »: the elements each kind of room starts with, edited once by the head. */
export function InspectionDefaultsCard({ editable }: { editable: boolean }) {
  const defaults = useInspectionDefaults();
  const save = useSetInspectionDefaults();
  const [kind, setKind] = useState<RoomKind>('sejour');
  const [drafts, setDrafts] = useState<Partial<Record<RoomKind, string>>>({});
  const current = (k: RoomKind) =>
    drafts[k] ?? (defaults.data?.rooms[k] ?? INSPECTION_DEFAULT_ELEMENTS[k]).join('\n');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const rooms = Object.fromEntries(ROOM_KINDS.map((k) => [k, lines(current(k))])) as Record<
      RoomKind,
      string[]
    >;
    save.mutate(
      { rooms },
      {
        onSuccess: () => {
          setDrafts({});
          toast.success(m.saved);
        },
        onError: (error) => toast.error(m.saveFailed, error.message),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} className="space-y-4" aria-labelledby="inspection-defaults-title">
        <h2 id="inspection-defaults-title" className="text-lg font-semibold text-slate-900">
          {m.title}
        </h2>
        <p className="text-sm text-slate-600">{m.hint}</p>
        {defaults.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <fieldset className="space-y-3" disabled={!editable}>
            <Field label={m.kind}>
              <Select value={kind} onChange={(event) => setKind(event.target.value as RoomKind)}>
                {ROOM_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {inspectionMessages.roomKinds[k]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={m.elements}>
              <Textarea
                rows={8}
                value={current(kind)}
                onChange={(event) => setDrafts((d) => ({ ...d, [kind]: event.target.value }))}
              />
            </Field>
          </fieldset>
        )}
        {editable ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <Button
              variant="ghost"
              onClick={() =>
                setDrafts((d) => ({ ...d, [kind]: INSPECTION_DEFAULT_ELEMENTS[kind].join('\n') }))
              }
            >
              {m.reset}
            </Button>
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              {m.save}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-slate-600">{m.headOnly}</p>
        )}
      </form>
    </Card>
  );
}
