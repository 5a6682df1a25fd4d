import { zodResolver } from '@hookform/resolvers/zod';
import {
  foldAccents,
  MANDATE_ACTIVITIES,
  MANDATE_FEE_MODES,
  MANDATE_FEE_PAYERS,
  MANDATE_KINDS,
  type MandateActivity,
  type MandateFormOptions,
  type MandateInput,
  mandateInputSchema,
  mandateMessages as m,
  parisToday,
} from '@immopilote/contracts';
import { useId, useState } from 'react';
import { type FieldName, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { DateField } from '../../../components/ui/date-field';
import { Input } from '../../../components/ui/input';
import { SearchBox } from '../../../components/ui/search-box';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';

/** The schema's input, and which term the user chose: a duration in months or an end date. */
export type MandateFormValues = MandateInput & { term: 'duration' | 'endDate' };

/** What goes to the API: only the term the user chose (the other field may hold a stale value). */
export const toMandateInput = ({ term, ...v }: MandateFormValues): MandateInput => ({
  ...v,
  durationMonths: term === 'duration' ? v.durationMonths : null,
  endDate: term === 'endDate' ? v.endDate : null,
  // Only the value of the chosen mode: the other field may hold a stale value.
  feeAmount: v.feeMode === 'amount' ? v.feeAmount : null,
  feeRate: v.feeMode === 'rate' ? v.feeRate : null,
});

// raw: the body goes to the API as the form will send it, and the API parses it with the same schema.
const schemaResolver = zodResolver(mandateInputSchema, undefined, { raw: true });
const isInputField = (name: FieldName<MandateFormValues>): name is FieldName<MandateInput> => name !== 'term';
// The contracts' schema checks the body the form will send, so both sides say the same thing.
const resolver: Resolver<MandateFormValues, unknown, MandateInput> = (values, context, options) =>
  schemaResolver(toMandateInput(values), context, { ...options, names: options.names?.filter(isInputField) });

const FIELDS = [
  'activity',
  'kind',
  'propertyId',
  'mandatorIds',
  'startDate',
  'durationMonths',
  'endDate',
  'feeTerms',
  'price',
  'feeMode',
  'feeAmount',
  'feeRate',
  'feePayer',
  'retractionApplies',
] as const;

interface MandateFormProps {
  options: MandateFormOptions;
  initial: { propertyId: string; activity: MandateActivity };
  onSubmit(input: MandateInput): Promise<unknown>;
  cancelTo: string;
}

/** « Nouveau mandat »: the register number is not asked, the server gives the next one. */
export function MandateForm({ options, initial, onSubmit, cancelTo }: MandateFormProps) {
  const form = useForm<MandateFormValues, unknown, MandateInput>({
    resolver,
    defaultValues: {
      activity: initial.activity,
      kind: 'simple',
      propertyId: initial.propertyId,
      mandatorIds: [],
      startDate: parisToday(),
      term: 'duration',
      durationMonths: '3',
      endDate: '',
      feeTerms: '',
      price: '',
      // A mode chosen up front: the schema then asks for its value and who pays (never the fee scale).
      feeMode: 'rate',
      feeAmount: '',
      feeRate: '',
      feePayer: '',
      // Loi Hamon: default to giving the retraction form (FRENCH-RULES §6.1); the agent may untick.
      retractionApplies: true,
    },
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const term = form.watch('term');
  const feeMode = form.watch('feeMode');
  const activity = form.watch('activity');
  const chosen = form.watch('mandatorIds');
  const [filter, setFilter] = useState('');
  const id = useId();
  const err = (name: keyof MandateFormValues) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: m.createFailed });
    }
  });

  const shown = options.clients.filter(
    (c) => chosen.includes(c.id) || foldAccents(c.name).includes(foldAccents(filter.trim())),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.fields.activity} required error={err('activity')}>
          <Select {...form.register('activity')}>
            {MANDATE_ACTIVITIES.map((a) => (
              <option key={a} value={a}>
                {m.activityLabels[a]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={m.fields.kind} required error={err('kind')}>
          <Select {...form.register('kind')}>
            {MANDATE_KINDS.map((k) => (
              <option key={k} value={k}>
                {m.kindLabels[k]}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <Field
        label={m.fields.property}
        required
        error={err('propertyId')}
        hint={options.properties.length === 0 ? m.noProperties : undefined}
      >
        <Select {...form.register('propertyId')}>
          <option value="">—</option>
          {options.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} — {p.address}, {p.zip} {p.city}
            </option>
          ))}
        </Select>
      </Field>

      <fieldset
        className="space-y-2"
        aria-describedby={`${id}-mandators-hint${err('mandatorIds') ? ` ${id}-mandators-error` : ''}`}
      >
        <legend className="text-sm font-medium text-slate-900">
          {m.fields.mandators}
          <span aria-hidden="true"> *</span>
        </legend>
        <p id={`${id}-mandators-hint`} className="text-xs text-slate-600">
          {options.clients.length === 0 ? m.noClients : m.mandatorsHint}
        </p>
        {options.clients.length > 8 && (
          <SearchBox
            label={m.filterClients}
            placeholder={m.filterPlaceholder}
            value={filter}
            onChange={setFilter}
          />
        )}
        {options.clients.length > 0 && (
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-300">
            {shown.map((c) => (
              <li key={c.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    value={c.id}
                    className="mt-0.5 size-4 accent-brand-700"
                    {...form.register('mandatorIds')}
                  />
                  <span>
                    <span className="font-medium text-slate-900">{c.name}</span>
                    <span className="block whitespace-pre-line text-slate-600">
                      {c.address ?? m.missingAddress}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {err('mandatorIds') && (
          <p id={`${id}-mandators-error`} className="text-sm text-red-700">
            {err('mandatorIds')}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.fields.startDate} required error={err('startDate')}>
          <DateField control={form.control} name="startDate" />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">
            {m.fields.term}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="flex gap-4">
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="duration"
                className="size-4 accent-brand-700"
                {...form.register('term')}
              />
              {m.termByDuration}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="endDate"
                className="size-4 accent-brand-700"
                {...form.register('term')}
              />
              {m.termByEndDate}
            </label>
          </div>
        </fieldset>
      </div>
      {term === 'duration' ? (
        <Field label={m.fields.durationMonths} required error={err('durationMonths')}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            {...form.register('durationMonths')}
          />
        </Field>
      ) : (
        <Field label={m.fields.endDate} required error={err('endDate')}>
          <DateField control={form.control} name="endDate" />
        </Field>
      )}

      <Field label={m.feeFields.price} error={err('price')} hint={m.priceHint}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('price')} />
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">
          {m.feeFields.feeMode}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="flex flex-wrap gap-4">
          {MANDATE_FEE_MODES.map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={mode}
                className="size-4 accent-brand-700"
                {...form.register('feeMode')}
              />
              {m.feeModeLabels[mode]}
            </label>
          ))}
        </div>
        {err('feeMode') && <p className="text-sm text-red-700">{err('feeMode')}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          {feeMode === 'amount' ? (
            <Field label={m.feeFields.feeAmount} required error={err('feeAmount')}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('feeAmount')} />
            </Field>
          ) : (
            <Field
              label={m.feeFields.feeRate}
              required
              error={err('feeRate')}
              hint={activity === 'gestion' ? m.feeRateHintManagement : m.feeRateHintSale}
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('feeRate')} />
            </Field>
          )}
          <Field label={m.feeFields.feePayer} required error={err('feePayer')}>
            <Select {...form.register('feePayer')}>
              <option value="">—</option>
              {MANDATE_FEE_PAYERS.map((payer) => (
                <option key={payer} value={payer}>
                  {m.feePayerLabels[payer]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </fieldset>

      <Field label={m.feeFields.feeTermsDetails} required error={err('feeTerms')} hint={m.feeTermsHint}>
        <Textarea rows={3} {...form.register('feeTerms')} />
      </Field>

      <div className="space-y-1">
        <label className="flex min-h-11 items-start gap-3 text-sm text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            aria-describedby={`${id}-retraction-hint`}
            {...form.register('retractionApplies')}
          />
          <span className="font-medium">{m.feeFields.retraction}</span>
        </label>
        <p id={`${id}-retraction-hint`} className="pl-7 text-xs text-slate-600">
          {m.retractionHint}
        </p>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" asChild>
          <Link to={cancelTo}>{m.cancel}</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? m.creating : m.createMandate}
        </Button>
      </div>
    </form>
  );
}
