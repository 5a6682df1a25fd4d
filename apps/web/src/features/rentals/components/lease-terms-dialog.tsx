import { zodResolver } from '@hookform/resolvers/zod';
import {
  depositCapCents,
  ENERGY_CLASSES,
  formatInvoiceAmount,
  LEASE_CHARGES_MODES,
  type LeaseDetail,
  type LeaseTermsInput,
  leaseMessages as lm,
  leaseScreenMessages as sm,
  leaseTermsInputSchema,
  numberFromText,
  PAYMENT_DAY_MAX,
} from '@immopilote/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateLease } from '../api/update-lease';

const resolver = zodResolver(leaseTermsInputSchema, undefined, { raw: true });
const FIELDS = [
  'startOn',
  'durationMonths',
  'rent',
  'charges',
  'chargesMode',
  'deposit',
  'paymentDay',
  'referenceQuarter',
  'energyClass',
  'referenceRent',
  'increasedReferenceRent',
  'rentSupplement',
  'rentSupplementReason',
  'managementFeePercent',
] as const;

const euros = (cents: number | null) => (cents === null ? '' : String(cents / 100).replace('.', ','));

/** The form's values from the lease: a meublé under a year is a student's (the only such meublé). */
const defaults = (lease: LeaseDetail): LeaseTermsInput => ({
  startOn: lease.startOn,
  durationMonths: String(lease.durationMonths),
  student: lease.kind === 'meuble' && lease.durationMonths < 12,
  rent: euros(lease.rentCents),
  charges: euros(lease.chargesCents),
  chargesMode: lease.chargesMode,
  deposit: euros(lease.depositCents),
  paymentDay: String(lease.paymentDay),
  hasRevisionClause: lease.hasRevisionClause,
  referenceQuarter: lease.referenceQuarter === null ? '' : String(lease.referenceQuarter),
  energyClass: lease.energyClass ?? '',
  referenceRent: euros(lease.referenceRentCents),
  increasedReferenceRent: euros(lease.increasedReferenceRentCents),
  rentSupplement: euros(lease.rentSupplementCents),
  rentSupplementReason: lease.rentSupplementReason ?? '',
  managementFeePercent: String(lease.managementFeeBp / 100).replace('.', ','),
});

/** « Modifier les conditions »: the terms for the next rent calls, until the lease is sent for signature. */
export function LeaseTermsDialog({ lease }: { lease: LeaseDetail }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateLease(lease.id);
  const form = useForm<LeaseTermsInput>({ resolver, defaultValues: defaults(lease) });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof LeaseTermsInput) => errors[name]?.message as string | undefined;
  const rent = numberFromText(form.watch('rent'));
  const depositHint =
    lease.kind === 'mobilite'
      ? sm.depositNone
      : typeof rent === 'number'
        ? sm.depositHint(formatInvoiceAmount(depositCapCents(lease.kind, Math.round(rent * 100))))
        : undefined;
  const hasClause = form.watch('hasRevisionClause');

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      setOpen(false);
      toast.success(sm.editSaved);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.editFailed });
    }
  });

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          form.reset(defaults(lease));
          setOpen(true);
        }}
      >
        <Pencil className="size-4" aria-hidden />
        {sm.editTerms}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={sm.editTitle} closeLabel={sm.close}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">{sm.editIntro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={sm.fields.startOn} required error={err('startOn')}>
              <DateField control={form.control} name="startOn" />
            </Field>
            <Field
              label={sm.fields.durationMonths}
              required
              error={err('durationMonths')}
              hint={sm.durationHint[lease.kind]}
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register('durationMonths')} />
            </Field>
            <Field label={sm.fields.rent} required error={err('rent')}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('rent')} />
            </Field>
            <Field label={sm.fields.deposit} required error={err('deposit')} hint={depositHint}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('deposit')} />
            </Field>
            <Field label={sm.fields.charges} required error={err('charges')}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('charges')} />
            </Field>
            <Field label={sm.fields.chargesMode} required error={err('chargesMode')}>
              <Select {...form.register('chargesMode')}>
                {LEASE_CHARGES_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {lm.chargesModes[mode]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={sm.fields.paymentDay} required error={err('paymentDay')}>
              <Select {...form.register('paymentDay')}>
                {Array.from({ length: PAYMENT_DAY_MAX }, (_, i) => String(i + 1)).map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={sm.fields.managementFeePercent} required error={err('managementFeePercent')}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('managementFeePercent')} />
            </Field>
          </div>
          {lease.kind === 'meuble' && (
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800 sm:min-h-0">
              <input type="checkbox" className="size-4 accent-brand-700" {...form.register('student')} />
              {sm.fields.student}
            </label>
          )}
          {lease.rentControlled && (
            <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">{sm.rentControlTitle}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={sm.fields.referenceRent} required error={err('referenceRent')}>
                  <Input inputMode="decimal" autoComplete="off" {...form.register('referenceRent')} />
                </Field>
                <Field
                  label={sm.fields.increasedReferenceRent}
                  required
                  error={err('increasedReferenceRent')}
                >
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    {...form.register('increasedReferenceRent')}
                  />
                </Field>
                <Field label={sm.fields.rentSupplement} error={err('rentSupplement')}>
                  <Input inputMode="decimal" autoComplete="off" {...form.register('rentSupplement')} />
                </Field>
              </div>
              <Field label={sm.fields.rentSupplementReason} error={err('rentSupplementReason')}>
                <Textarea rows={2} {...form.register('rentSupplementReason')} />
              </Field>
            </fieldset>
          )}
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800 sm:min-h-0">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              {...form.register('hasRevisionClause')}
            />
            {sm.fields.hasRevisionClause}
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            {hasClause && (
              <Field label={sm.fields.referenceQuarter} error={err('referenceQuarter')}>
                <Select {...form.register('referenceQuarter')}>
                  <option value="">{sm.fields.referenceQuarterAuto}</option>
                  {[1, 2, 3, 4].map((q) => (
                    <option key={q} value={String(q)}>
                      {sm.quarter(q)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field label={sm.fields.energyClass} error={err('energyClass')}>
              <Select {...form.register('energyClass')}>
                <option value="">{sm.fields.energyClassUnknown}</option>
                {ENERGY_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {sm.editSubmit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
