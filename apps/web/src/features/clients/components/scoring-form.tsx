import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTRACT_TYPES,
  FILE_PIECES,
  GUARANTOR_TYPES,
  type ScoringContext,
  type ScoringFacts,
  type ScoringInput,
  scoringInputSchema,
  scoringMessages as m,
} from '@immopilote/contracts';
import { FileSearch } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { DateField } from '../../../components/ui/date-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';

const text = (v: number | string | null) => (v === null ? '' : String(v));

/** The form starts from facts as text, as the agent would type them. */
export function toScoringForm(facts: ScoringFacts): ScoringInput {
  return {
    rentalPropertyId: text(facts.rentalPropertyId),
    targetRent: text(facts.targetRent),
    monthlyIncome: text(facts.monthlyIncome),
    contractType: text(facts.contractType),
    activityStart: text(facts.activityStart),
    employer: text(facts.employer),
    guarantor: facts.guarantor,
    guarantorMonthlyIncome: text(facts.guarantorMonthlyIncome),
    pieces: { ...facts.pieces },
  };
}

const FIELDS = [
  'rentalPropertyId',
  'targetRent',
  'monthlyIncome',
  'contractType',
  'activityStart',
  'employer',
  'guarantor',
  'guarantorMonthlyIncome',
] as const;

/** The guarantor's income only means something when a person stands surety. */
const cleaned = (v: ScoringInput): ScoringInput =>
  v.guarantor === 'person' ? v : { ...v, guarantorMonthlyIncome: '' };

// raw: the strings as typed go to the API, which parses them with the same schema.
const schemaResolver = zodResolver(scoringInputSchema, undefined, { raw: true });
const resolver: Resolver<ScoringInput, unknown, ScoringInput> = (values, ctx, options) =>
  schemaResolver(cleaned(values), ctx, options);

interface ScoringFormProps {
  context: ScoringContext;
  initial: ScoringInput;
  onSubmit(values: ScoringInput): Promise<unknown>;
}

/** « Faits retenus »: what the documents said, for the agent to confirm or correct, then « Calculer le score ». */
export function ScoringForm({ context, initial, onSubmit }: ScoringFormProps) {
  const form = useForm<ScoringInput, unknown, ScoringInput>({ resolver, defaultValues: initial });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const guarantor = form.watch('guarantor');
  const rental = form.watch('rentalPropertyId');
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;
  const f = m.fields;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(cleaned(values));
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: m.computeFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {context.rentals.length > 0 && (
          <Field label={f.rentalPropertyId} error={err('rentalPropertyId')}>
            <Select {...form.register('rentalPropertyId')}>
              <option value="">{f.noRental}</option>
              {context.rentals.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {rental === '' && (
          <Field label={f.targetRent} error={err('targetRent')}>
            <Input inputMode="decimal" {...form.register('targetRent')} />
          </Field>
        )}
        <Field label={f.monthlyIncome} error={err('monthlyIncome')}>
          <Input inputMode="decimal" {...form.register('monthlyIncome')} />
        </Field>
        <Field label={f.contractType} error={err('contractType')}>
          <Select {...form.register('contractType')}>
            <option value="">{f.noContract}</option>
            {CONTRACT_TYPES.map((c) => (
              <option key={c} value={c}>
                {m.contractTypes[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={f.activityStart} error={err('activityStart')}>
          <DateField control={form.control} name="activityStart" />
        </Field>
        <Field label={f.employer} error={err('employer')}>
          <Input {...form.register('employer')} />
        </Field>
        <Field label={f.guarantor} error={err('guarantor')}>
          <Select {...form.register('guarantor')}>
            {GUARANTOR_TYPES.map((g) => (
              <option key={g} value={g}>
                {m.guarantorTypes[g]}
              </option>
            ))}
          </Select>
        </Field>
        {guarantor === 'person' && (
          <Field label={f.guarantorMonthlyIncome} error={err('guarantorMonthlyIncome')}>
            <Input inputMode="decimal" {...form.register('guarantorMonthlyIncome')} />
          </Field>
        )}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{f.pieces}</legend>
        <div className="grid gap-x-2 sm:grid-cols-2">
          {FILE_PIECES.filter((p) => p !== 'guarantor' || guarantor !== 'none').map((piece) => (
            <label
              key={piece}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                {...form.register(`pieces.${piece}`)}
              />
              {m.pieces[piece]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => form.reset(toScoringForm(context.proposal))}>
          <FileSearch className="size-4" aria-hidden />
          {m.useExtracted}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {m.compute}
        </Button>
      </div>
    </form>
  );
}
