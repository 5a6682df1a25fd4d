import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDaysToDate,
  COMPROMIS_KINDS,
  type CompromisInput,
  compromisInputSchema,
  type Deal,
  dealMessages as dm,
  isCalendarDate,
  dealScreenMessages as sm,
  LOAN_CONDITION_MIN_DAYS,
  parisToday,
} from '@immopilote/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSaveCompromis } from '../api/update-deal';
import { loanDeadlineAfterSignedOn, proposedLoanDeadline } from '../lib/loan-deadline';

/** « Signé le » while it is being typed (« 02/1 ») reads as today for the dates computed from it. */
const wholeDate = (value: string) => (isCalendarDate(value) ? value : parisToday());

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form's values from the file: the recorded compromis to correct, or a blank one dated today. */
export function compromisDefaults(deal: Deal): CompromisInput {
  const c = deal.compromis;
  const loan = deal.deadlines.find((d) => d.kind === 'loan');
  return {
    kind: c?.kind ?? 'compromis',
    signedOn: c?.signedOn ?? parisToday(),
    buyerNotary: text(c?.buyerNotary),
    sellerNotary: text(c?.sellerNotary),
    depositAmount: text(c?.depositAmount),
    depositHolder: text(c?.depositHolder),
    firstPresentationOn: text(c?.firstPresentationOn),
    deedPlannedOn: text(c?.deedPlannedOn),
    loan: loan
      ? { amount: text(loan.loanAmount), rateMax: text(loan.loanRateMax), deadline: loan.dueOn }
      : c
        ? null
        : { amount: '', rateMax: '', deadline: proposedLoanDeadline(parisToday()) },
    conditions: deal.deadlines
      .filter((d) => d.kind === 'condition')
      .map((d) => ({ label: d.label, deadline: d.dueOn })),
  };
}

const FIELDS: readonly Path<CompromisInput>[] = [
  'kind',
  'signedOn',
  'buyerNotary',
  'sellerNotary',
  'depositAmount',
  'depositHolder',
  'firstPresentationOn',
  'deedPlannedOn',
  'loan',
  'loan.amount',
  'loan.rateMax',
  'loan.deadline',
  'conditions',
  ...Array.from(
    { length: 10 },
    (_, i) => [`conditions.${i}.label`, `conditions.${i}.deadline`] as const,
  ).flat(),
] as Path<CompromisInput>[];
const resolver = zodResolver(compromisInputSchema, undefined, { raw: true });

/**
 * The compromis (or promesse): recorded at « Offre acceptée », corrected while the file is at
 * « Compromis signé ». The loan condition is on by default (most buyers borrow); its deadline and
 * the other conditions' become the file's deadlines, in the agenda.
 */
export function CompromisDialog({ deal, correcting }: { deal: Deal; correcting: boolean }) {
  const [open, setOpen] = useState(false);
  const save = useSaveCompromis(deal.id);
  const form = useForm<CompromisInput, unknown, CompromisInput>({
    resolver,
    defaultValues: compromisDefaults(deal),
  });
  useRecheckErrorsOnChange(form);
  const conditions = useFieldArray({ control: form.control, name: 'conditions' });
  const { errors, isSubmitting } = form.formState;
  const loan = form.watch('loan');
  // The proposed loan deadline follows « Signé le » (a compromis entered days after it was signed);
  // one the agent chose stays. A reset (the dialog opening) only records the date.
  const lastSignedOn = useRef(form.getValues('signedOn'));
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      const signedOn = values.signedOn ?? '';
      if (name === 'signedOn') {
        const moved = loanDeadlineAfterSignedOn(
          lastSignedOn.current,
          signedOn,
          values.loan?.deadline ?? null,
        );
        if (moved) form.setValue('loan.deadline', moved);
      }
      if (isCalendarDate(signedOn)) lastSignedOn.current = signedOn;
    });
    return () => watching.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      setOpen(false);
      toast.success(sm.compromis.saved, sm.compromis.savedDescription);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.compromis.failed });
    }
  });

  const label = correcting ? sm.actions.editCompromis : sm.actions.compromis;
  return (
    <>
      <Button
        variant={correcting ? 'secondary' : 'primary'}
        onClick={() => {
          form.reset(compromisDefaults(deal));
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={sm.compromis.description}
        closeLabel={sm.close}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={sm.compromis.kind} required error={errors.kind?.message}>
              <Select {...form.register('kind')}>
                {COMPROMIS_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {dm.compromisKinds[kind]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={sm.compromis.signedOn} required error={errors.signedOn?.message}>
              <DateField control={form.control} name="signedOn" max={parisToday()} />
            </Field>
            <Field label={sm.compromis.buyerNotary} error={errors.buyerNotary?.message}>
              <Input autoComplete="off" {...form.register('buyerNotary')} />
            </Field>
            <Field label={sm.compromis.sellerNotary} error={errors.sellerNotary?.message}>
              <Input autoComplete="off" {...form.register('sellerNotary')} />
            </Field>
            <Field label={sm.compromis.depositAmount} error={errors.depositAmount?.message}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('depositAmount')} />
            </Field>
            <Field label={sm.compromis.depositHolder} error={errors.depositHolder?.message}>
              <Input autoComplete="off" {...form.register('depositHolder')} />
            </Field>
            <Field
              label={sm.compromis.firstPresentationOn}
              hint={sm.compromis.firstPresentationHint}
              error={errors.firstPresentationOn?.message}
            >
              <DateField control={form.control} name="firstPresentationOn" max={parisToday()} />
            </Field>
            <Field label={sm.compromis.deedPlannedOn} error={errors.deedPlannedOn?.message}>
              <DateField control={form.control} name="deedPlannedOn" />
            </Field>
          </div>

          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-900">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={loan !== null}
                  onChange={(event) =>
                    form.setValue(
                      'loan',
                      event.target.checked
                        ? {
                            amount: '',
                            rateMax: '',
                            deadline: proposedLoanDeadline(wholeDate(form.getValues('signedOn'))),
                          }
                        : null,
                    )
                  }
                />
                {sm.compromis.loanToggle}
              </label>
            </legend>
            {loan !== null && (
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label={sm.compromis.loanAmount} required error={errors.loan?.amount?.message}>
                  <Input inputMode="numeric" autoComplete="off" {...form.register('loan.amount')} />
                </Field>
                <Field label={sm.compromis.loanRateMax} required error={errors.loan?.rateMax?.message}>
                  <Input inputMode="decimal" autoComplete="off" {...form.register('loan.rateMax')} />
                </Field>
                <Field
                  label={sm.compromis.loanDeadline}
                  required
                  hint={sm.compromis.loanDeadlineHint}
                  error={errors.loan?.deadline?.message ?? errors.loan?.message}
                >
                  <DateField
                    control={form.control}
                    name="loan.deadline"
                    min={addDaysToDate(wholeDate(form.watch('signedOn')), LOAN_CONDITION_MIN_DAYS)}
                  />
                </Field>
              </div>
            )}
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-900">{sm.compromis.otherConditions}</legend>
            {conditions.fields.map((field, i) => (
              <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
                <Field
                  label={sm.compromis.conditionLabel}
                  required
                  error={errors.conditions?.[i]?.label?.message}
                >
                  <Input autoComplete="off" {...form.register(`conditions.${i}.label`)} />
                </Field>
                <Field
                  label={sm.compromis.conditionDeadline}
                  required
                  error={errors.conditions?.[i]?.deadline?.message}
                >
                  <DateField control={form.control} name={`conditions.${i}.deadline`} />
                </Field>
                <Button
                  variant="danger-ghost"
                  onClick={() => conditions.remove(i)}
                  aria-label={sm.compromis.removeCondition(i + 1)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            ))}
            {conditions.fields.length < 10 && (
              <Button
                variant="ghost"
                onClick={() => conditions.append({ label: '', deadline: addDaysToDate(parisToday(), 30) })}
              >
                <Plus className="size-4" aria-hidden />
                {sm.compromis.addCondition}
              </Button>
            )}
          </fieldset>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {sm.compromis.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
