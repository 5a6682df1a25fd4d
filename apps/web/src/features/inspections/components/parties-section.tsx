import {
  type InspectionParty,
  type InspectionTenant,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { formatLongDate } from '../../../lib/format';
import { isWholeDay } from '../lib/whole-day';
import { useEditor } from './editor-context';
import { EntryDateFields } from './remarks-section';
import { RemoveButton } from './remove-button';

const m = sm.parties;
const MAX_TENANTS = 8;

const emptyTenant = (): InspectionTenant => ({
  clientId: null,
  name: '',
  email: null,
  phone: null,
  address: '',
  newAddress: '',
});

/** « Parties »: the date, furnished or not, the landlord, the tenants (their new address at exit). */
export function PartiesSection() {
  const { record, edit, readOnly } = useEditor();
  const { landlord, tenants } = record.content;
  const exit = record.server.kind === 'exit';
  const setTenant = (index: number, next: Partial<InspectionTenant>) =>
    edit((r) => ({
      ...r,
      content: {
        ...r.content,
        tenants: r.content.tenants.map((t, i) => (i === index ? { ...t, ...next } : t)),
      },
    }));

  return (
    <div className="space-y-5">
      {exit &&
        (record.server.entry ? (
          <p className="text-sm font-medium text-slate-800">
            {sm.remarks.entryOn(formatLongDate(record.server.entry.inspectionDate))}
          </p>
        ) : (
          <EntryDateFields />
        ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={sm.editor.dateLabel}>
          <DateInput
            value={record.inspectionDate}
            disabled={readOnly}
            // A date typed halfway stays in the field; the document takes only a whole day.
            onValueChange={(value) => isWholeDay(value) && edit((r) => ({ ...r, inspectionDate: value }))}
          />
        </Field>
        <div className="flex items-center gap-3 self-end">
          <Switch
            id="inspection-furnished"
            checked={record.furnished}
            disabled={readOnly}
            onCheckedChange={(furnished) => edit((r) => ({ ...r, furnished }))}
            aria-describedby="inspection-furnished-hint"
          />
          <label htmlFor="inspection-furnished" className="text-sm">
            <span className="block font-medium text-slate-900">{sm.editor.furnishedLabel}</span>
            <span id="inspection-furnished-hint" className="block text-slate-600">
              {sm.editor.furnishedHint}
            </span>
          </label>
        </div>
      </div>
      <PartyFields
        title={m.landlordTitle}
        party={landlord}
        readOnly={readOnly}
        onChange={(next) =>
          edit((r) => ({ ...r, content: { ...r.content, landlord: { ...r.content.landlord, ...next } } }))
        }
      />
      <p className="text-sm text-slate-600">{m.agencyNote}</p>
      {tenants.map((tenant, index) => (
        <PartyFields
          // Tenants have no id of their own: their place in the list is who they are.
          key={index}
          title={m.tenantTitle(index + 1)}
          party={tenant}
          readOnly={readOnly}
          onChange={(next) => setTenant(index, next)}
          extra={
            exit && (
              <Field label={m.newAddress}>
                <Input
                  value={tenant.newAddress}
                  readOnly={readOnly}
                  autoComplete="off"
                  onChange={(event) => setTenant(index, { newAddress: event.target.value })}
                />
              </Field>
            )
          }
          onRemove={
            readOnly || tenants.length <= 1
              ? undefined
              : () =>
                  edit((r) => ({
                    ...r,
                    content: { ...r.content, tenants: r.content.tenants.filter((_, i) => i !== index) },
                  }))
          }
          removeLabel={m.removeTenant(index + 1)}
        />
      ))}
      {!readOnly && (
        <Button
          variant="secondary"
          disabled={tenants.length >= MAX_TENANTS}
          onClick={() =>
            edit((r) => ({ ...r, content: { ...r.content, tenants: [...r.content.tenants, emptyTenant()] } }))
          }
        >
          {m.addTenant}
        </Button>
      )}
    </div>
  );
}

function PartyFields({
  title,
  party,
  readOnly,
  onChange,
  extra,
  onRemove,
  removeLabel,
}: {
  title: string;
  party: InspectionParty;
  readOnly: boolean;
  onChange(next: Partial<InspectionParty>): void;
  extra?: React.ReactNode;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <fieldset className="relative rounded-lg border border-slate-200 bg-white p-3">
      <legend className="float-left mb-3 min-h-11 w-full pr-12 leading-[2.75rem] font-medium text-slate-900">
        {title}
      </legend>
      {onRemove && removeLabel && (
        <RemoveButton
          className="absolute top-3 right-3"
          label={removeLabel}
          description={sm.removeDescriptions.tenant}
          onConfirm={onRemove}
        />
      )}
      <div className="clear-both grid gap-3 sm:grid-cols-2">
        <Field label={m.name}>
          <Input
            value={party.name}
            readOnly={readOnly}
            autoComplete="off"
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </Field>
        <Field label={m.email}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            value={party.email ?? ''}
            readOnly={readOnly}
            onChange={(e) => onChange({ email: e.target.value || null })}
          />
        </Field>
        <Field label={m.phone}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={party.phone ?? ''}
            readOnly={readOnly}
            onChange={(e) => onChange({ phone: e.target.value || null })}
          />
        </Field>
        <Field label={m.address}>
          <Input
            value={party.address}
            readOnly={readOnly}
            autoComplete="off"
            onChange={(e) => onChange({ address: e.target.value })}
          />
        </Field>
        {extra}
      </div>
    </fieldset>
  );
}
