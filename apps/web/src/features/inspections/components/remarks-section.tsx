import { inspectionsScreenMessages as sm } from '@immopilote/contracts';
import { Field } from '../../../components/ui/field';
import { DateInput } from '../../../components/ui/date-field';
import { Textarea } from '../../../components/ui/textarea';
import { formatLongDate } from '../../../lib/format';
import { countChanges } from '../lib/compare';
import { isWholeDay } from '../lib/whole-day';
import { useEditor } from './editor-context';

const m = sm.remarks;

/**
 * « Remarques »: the general remarks; at exit, the entry it follows (its date, the count of changes).
 * Without an entry in ImmoPilote, « Parties » says so and asks the paper entry's date.
 */
export function RemarksSection() {
  const { record, edit, readOnly } = useEditor();
  const entry = record.server.entry;
  const exit = record.server.kind === 'exit';
  return (
    <div className="space-y-4">
      {exit && entry && (
        <div className="space-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <p className="font-medium text-slate-900">{m.entryOn(formatLongDate(entry.inspectionDate))}</p>
          <p className="text-slate-700">{m.changes(countChanges(entry.content, record.content))}</p>
        </div>
      )}
      <Field label={m.general}>
        <Textarea
          rows={5}
          value={record.content.generalRemarks}
          readOnly={readOnly}
          onChange={(event) =>
            edit((r) => ({ ...r, content: { ...r.content, generalRemarks: event.target.value } }))
          }
        />
      </Field>
    </div>
  );
}

/** An exit without an entry in ImmoPilote: said plainly, and the paper entry's date asked for. */
export function EntryDateFields() {
  const { record, edit, readOnly } = useEditor();
  return (
    <div className="space-y-3">
      <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {m.noEntry}
      </p>
      <Field label={m.entryDate} hint={m.entryDateHint}>
        <DateInput
          value={record.content.entryDate ?? ''}
          disabled={readOnly}
          onValueChange={(value) =>
            (value === '' || isWholeDay(value)) &&
            edit((r) => ({ ...r, content: { ...r.content, entryDate: value || null } }))
          }
        />
      </Field>
    </div>
  );
}
