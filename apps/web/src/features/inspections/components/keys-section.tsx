import {
  INSPECTION_KEYS_MAX,
  type InspectionKey,
  inspectionMessages,
  inspectionsScreenMessages as sm,
  KEY_KINDS,
  type KeyKind,
} from '@immopilote/contracts';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { removeById, updateById } from '../lib/content-edit';
import { useEditor } from './editor-context';
import { RemoveButton } from './remove-button';

const m = sm.keys;

/** « Clés »: each kind of key or access, how many, what it opens. */
export function KeysSection() {
  const { record, edit, readOnly } = useEditor();
  const keys = record.content.keys;
  const change = (id: string, next: Partial<InspectionKey>) =>
    edit((r) => ({
      ...r,
      content: { ...r.content, keys: updateById(r.content.keys, id, (x) => ({ ...x, ...next })) },
    }));
  const add = () => {
    const key: InspectionKey = { id: crypto.randomUUID(), kind: 'entrance', count: 1, use: '', remarks: '' };
    edit((r) => ({ ...r, content: { ...r.content, keys: [...r.content.keys, key] } }));
  };

  return (
    <div className="space-y-4">
      {keys.length === 0 && <EmptyState compact title={m.empty} />}
      <ul className="space-y-3">
        {keys.map((key) => {
          const kindLabel = inspectionMessages.keyKinds[key.kind];
          return (
            <li
              key={key.id}
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[2fr_1fr_3fr_auto] sm:items-end"
            >
              <Field label={m.kind}>
                <Select
                  value={key.kind}
                  disabled={readOnly}
                  onChange={(event) => change(key.id, { kind: event.target.value as KeyKind })}
                >
                  {KEY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {inspectionMessages.keyKinds[k]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={m.count}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={99}
                  value={String(key.count)}
                  readOnly={readOnly}
                  onChange={(event) => {
                    const count = Number.parseInt(event.target.value, 10);
                    if (Number.isInteger(count) && count >= 0 && count <= 99) change(key.id, { count });
                  }}
                />
              </Field>
              <Field label={m.use}>
                <Input
                  value={key.use}
                  readOnly={readOnly}
                  onChange={(event) => change(key.id, { use: event.target.value })}
                />
              </Field>
              {!readOnly && (
                <RemoveButton
                  className="justify-self-end"
                  label={m.remove(kindLabel)}
                  description={sm.removeDescriptions.key}
                  onConfirm={() =>
                    edit((r) => ({
                      ...r,
                      content: { ...r.content, keys: removeById(r.content.keys, key.id) },
                    }))
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
      {!readOnly && (
        <Button variant="secondary" onClick={add} disabled={keys.length >= INSPECTION_KEYS_MAX}>
          {m.add}
        </Button>
      )}
    </div>
  );
}
