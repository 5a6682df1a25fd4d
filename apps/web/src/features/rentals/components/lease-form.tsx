import { zodResolver } from '@hookform/resolvers/zod';
import {
  depositCapCents,
  ENERGY_CLASSES,
  formatInvoiceAmount,
  LEASE_CHARGES_MODES,
  LEASE_KINDS,
  type LeaseInput,
  leaseInputSchema,
  leaseMessages as lm,
  leaseScreenMessages as sm,
  numberFromText,
  PAYMENT_DAY_MAX,
  parisToday,
} from '@immopilote/contracts';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ClientCombobox } from '../../../components/client-combobox';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { useLeasePropertyFacts, useLeasePropertyOptions } from '../api/lease-form-data';

// raw: the body goes to the API as the form holds it, and the API parses it with the same schema.
const resolver = zodResolver(leaseInputSchema, undefined, { raw: true });

const FIELDS = [
  'propertyId',
  'kind',
  'tenants',
  'guarantors',
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

const centsOf = (text: unknown) => {
  const value = numberFromText(text);
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null;
};
const eurosText = (cents: number | null) => (cents === null ? '' : String(cents / 100).replace('.', ','));

/** « Nouveau bail »: the property under management, the parties, the term and the money. */
export function LeaseForm({
  initialPropertyId,
  onSubmit,
  cancelTo,
}: {
  initialPropertyId: string;
  onSubmit(input: LeaseInput): Promise<unknown>;
  cancelTo: string;
}) {
  const form = useForm<LeaseInput>({
    resolver,
    defaultValues: {
      propertyId: initialPropertyId,
      kind: 'meuble',
      tenants: [],
      guarantors: [],
      startOn: parisToday(),
      durationMonths: '12',
      student: false,
      rent: '',
      charges: '0',
      chargesMode: 'provision',
      deposit: '',
      paymentDay: '1',
      hasRevisionClause: true,
      referenceQuarter: '',
      energyClass: '',
      referenceRent: '',
      increasedReferenceRent: '',
      rentSupplement: '',
      rentSupplementReason: '',
      managementFeePercent: '0',
    } as LeaseInput,
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const err = (name: string) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message as string | undefined;
  const options = useLeasePropertyOptions();
  const propertyId = form.watch('propertyId');
  const facts = useLeasePropertyFacts(propertyId);
  const kind = form.watch('kind');
  const tenants = form.watch('tenants');
  const guarantors = form.watch('guarantors') ?? [];
  const hasClause = form.watch('hasRevisionClause');
  const rentCents = centsOf(form.watch('rent'));
  const [names, setNames] = useState<Record<string, string>>({});
  const [pendingGuarantor, setPendingGuarantor] = useState(false);

  // A property chosen: its listing's rent, charges, furnishing and DPE class as a start.
  const loaded = facts.data;
  useEffect(() => {
    if (!loaded) return;
    const values = form.getValues();
    if (loaded.rentCents !== null) form.setValue('rent', eurosText(loaded.rentCents));
    if (loaded.chargesCents !== null) form.setValue('charges', eurosText(loaded.chargesCents));
    if (loaded.furnished !== null && values.kind !== 'mobilite') {
      form.setValue('kind', loaded.furnished ? 'meuble' : 'nu');
      form.setValue('durationMonths', loaded.furnished ? '12' : '36');
    }
    form.setValue('energyClass', loaded.energyClass ?? '');
  }, [loaded, form]);

  const setTenants = (next: NonNullable<LeaseInput['tenants']>) =>
    form.setValue('tenants', next, { shouldValidate: form.formState.isSubmitted });
  const setGuarantors = (next: NonNullable<LeaseInput['guarantors']>) =>
    form.setValue('guarantors', next, { shouldValidate: form.formState.isSubmitted });
  const remember = (client: { id: string; name: string }) =>
    setNames((n) => ({ ...n, [client.id]: client.name }));

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.createFailed });
    }
  });

  const depositHint =
    kind === 'mobilite'
      ? sm.depositNone
      : rentCents !== null
        ? sm.depositHint(formatInvoiceAmount(depositCapCents(kind, rentCents)))
        : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={sm.fields.property} required error={err('propertyId')}>
          <Select {...form.register('propertyId')}>
            <option value="">—</option>
            {(options.data?.items ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={sm.fields.kind} required error={err('kind')}>
          <Select {...form.register('kind')}>
            {LEASE_KINDS.map((k) => (
              <option key={k} value={k}>
                {lm.kinds[k]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {loaded && (
        <div className="space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          {loaded.mandate ? (
            <p>{sm.mandateFound(loaded.mandate.number, loaded.mandate.landlords.join(', '))}</p>
          ) : (
            <p className="text-amber-900">
              {sm.mandateMissing}{' '}
              <Link
                to={`/mandates/new?bien=${loaded.propertyId}&activite=gestion`}
                className="font-medium text-brand-700 underline"
              >
                {sm.mandateMissingLink}
              </Link>
            </p>
          )}
          {loaded.hasActiveLease && <p className="text-amber-900">{sm.activeLeaseExists}</p>}
          <p>{sm.irlArea(lm.irlAreas[loaded.irlArea])}</p>
        </div>
      )}

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{sm.fields.tenants}</legend>
        {tenants.map((tenant, i) => (
          <div key={tenant.clientId} className="space-y-2 rounded-md border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900">{names[tenant.clientId]}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={sm.remove(names[tenant.clientId] ?? '')}
                onClick={() => {
                  setTenants(tenants.filter((_, j) => j !== i));
                  setGuarantors(guarantors.filter((g) => g.guarantorOf !== tenant.clientId));
                }}
              >
                <X className="size-4" aria-hidden />
                {sm.removeShort}
              </Button>
            </div>
            <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800 sm:min-h-0">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-700"
                checked={tenant.electronicDelivery ?? false}
                onChange={(e) =>
                  setTenants(
                    tenants.map((t, j) => (j === i ? { ...t, electronicDelivery: e.target.checked } : t)),
                  )
                }
              />
              {sm.fields.consent}
            </label>
          </div>
        ))}
        {tenants.length < 6 && (
          <Field
            label={sm.fields.tenant(tenants.length + 1)}
            required={tenants.length === 0}
            error={err('tenants')}
          >
            <ClientCombobox
              onChoose={({ id, fullName }) => {
                if (tenants.some((t) => t.clientId === id)) return;
                remember({ id, name: fullName });
                setTenants([...tenants, { clientId: id, electronicDelivery: false }]);
              }}
            />
          </Field>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{sm.fields.guarantors}</legend>
        {guarantors.map((g, i) => (
          <div key={g.clientId} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
            <div className="flex items-center justify-between gap-2 sm:col-span-2">
              <span className="text-sm font-medium text-slate-900">{names[g.clientId]}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={sm.remove(names[g.clientId] ?? '')}
                onClick={() => setGuarantors(guarantors.filter((_, j) => j !== i))}
              >
                <X className="size-4" aria-hidden />
                {sm.removeShort}
              </Button>
            </div>
            <Field label={sm.fields.guarantorOf} required>
              <Select
                value={g.guarantorOf}
                onChange={(e) =>
                  setGuarantors(
                    guarantors.map((x, j) => (j === i ? { ...x, guarantorOf: e.target.value } : x)),
                  )
                }
              >
                {tenants.map((t) => (
                  <option key={t.clientId} value={t.clientId}>
                    {names[t.clientId]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        ))}
        {tenants.length === 0 ? (
          <p className="text-xs text-slate-600">{sm.chooseTenantFirst}</p>
        ) : pendingGuarantor ? (
          <Field label={sm.fields.guarantor(guarantors.length + 1)} error={err('guarantors')}>
            <ClientCombobox
              onChoose={({ id, fullName }) => {
                setPendingGuarantor(false);
                if (guarantors.some((g) => g.clientId === id)) return;
                remember({ id, name: fullName });
                setGuarantors([...guarantors, { clientId: id, guarantorOf: tenants[0]!.clientId }]);
              }}
            />
          </Field>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setPendingGuarantor(true)}>
            <Plus className="size-4" aria-hidden />
            {sm.addGuarantor}
          </Button>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={sm.fields.startOn} required error={err('startOn')}>
          <DateField control={form.control} name="startOn" />
        </Field>
        <Field
          label={sm.fields.durationMonths}
          required
          error={err('durationMonths')}
          hint={sm.durationHint[kind]}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('durationMonths')} />
        </Field>
      </div>
      {kind === 'meuble' && (
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800 sm:min-h-0">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register('student')} />
          {sm.fields.student}
        </label>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
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

      {loaded?.rentControlled && (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{sm.rentControlTitle}</legend>
          <p className="text-xs text-slate-600">{sm.rentControlIntro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={sm.fields.referenceRent} required error={err('referenceRent')}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('referenceRent')} />
            </Field>
            <Field label={sm.fields.increasedReferenceRent} required error={err('increasedReferenceRent')}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('increasedReferenceRent')} />
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

      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800 sm:col-span-2 sm:min-h-0">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            {...form.register('hasRevisionClause')}
          />
          {sm.fields.hasRevisionClause}
        </label>
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

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link to={cancelTo}>{sm.cancel}</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? sm.submitting : sm.submit}
        </Button>
      </div>
    </form>
  );
}
