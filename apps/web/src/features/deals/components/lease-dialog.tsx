import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Deal,
  dealLeaseInputSchema,
  dealMessages as dm,
  dealScreenMessages as sm,
  alurCaps,
  formatEuros,
  parisToday,
  RENTAL_ZONES,
} from '@immopilote/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { type DealLeaseInput, useRecordLease } from '../api/update-deal';

const FIELDS = [
  'signedOn',
  'rent',
  'zone',
  'tenantFees',
  'tenantFeesInventory',
  'landlordFees',
  'keysPlannedOn',
] as const;
const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const defaults = (deal: Deal): DealLeaseInput => ({
  signedOn: parisToday(),
  rent: text(deal.rental?.rent ?? deal.price),
  zone: deal.rental?.zone ?? 'autre',
  tenantFees: text(deal.rental?.tenantFees),
  tenantFeesInventory: text(deal.rental?.tenantFeesInventory),
  landlordFees: text(deal.rental?.landlordFees),
  keysPlannedOn: deal.rental?.keysPlannedOn ?? '',
});
const resolver = zodResolver(dealLeaseInputSchema, undefined, { raw: true });

/**
 * « Bail signé »: the rent and the fees. The loi ALUR caps for the property's surface and the chosen
 * zone are shown beside the tenant's fields; the server checks them and its refusal lands under the field.
 */
export function LeaseDialog({ deal }: { deal: Deal }) {
  const [open, setOpen] = useState(false);
  const record = useRecordLease(deal.id);
  const form = useForm<DealLeaseInput, unknown, DealLeaseInput>({ resolver, defaultValues: defaults(deal) });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const zone = form.watch('zone');
  const surface = deal.rental?.surface ?? null;
  // The file's caps are for its recorded zone; the zone chosen here may differ, so they follow it.
  const caps =
    surface !== null && (RENTAL_ZONES as readonly string[]).includes(zone)
      ? alurCaps(surface, zone as (typeof RENTAL_ZONES)[number])
      : (deal.rental?.caps ?? null);

  const submit = form.handleSubmit(async (input) => {
    try {
      await record.mutateAsync(input);
      setOpen(false);
      toast.success(sm.lease.saved);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.lease.failed });
    }
  });

  return (
    <>
      <Button
        onClick={() => {
          form.reset(defaults(deal));
          setOpen(true);
        }}
      >
        {sm.actions.lease}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={sm.lease.title}
        description={sm.lease.description}
        closeLabel={sm.close}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={sm.lease.signedOn} required error={errors.signedOn?.message}>
              <DateField control={form.control} name="signedOn" max={parisToday()} />
            </Field>
            <Field label={sm.lease.rent} required error={errors.rent?.message}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('rent')} />
            </Field>
            <Field label={sm.lease.zone} required error={errors.zone?.message}>
              <Select {...form.register('zone')}>
                {RENTAL_ZONES.map((z) => (
                  <option key={z} value={z}>
                    {dm.zones[z]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={sm.lease.keysPlannedOn} error={errors.keysPlannedOn?.message}>
              <DateField control={form.control} name="keysPlannedOn" />
            </Field>
            <Field
              label={sm.lease.tenantFees}
              hint={caps ? sm.lease.capTenant(formatEuros(caps.tenantFees)) : sm.lease.capUnknown}
              error={errors.tenantFees?.message}
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register('tenantFees')} />
            </Field>
            <Field
              label={sm.lease.tenantFeesInventory}
              hint={caps ? sm.lease.capInventory(formatEuros(caps.inventory)) : undefined}
              error={errors.tenantFeesInventory?.message}
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register('tenantFeesInventory')} />
            </Field>
            <Field
              label={sm.lease.landlordFees}
              hint={sm.lease.capLandlord}
              error={errors.landlordFees?.message}
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register('landlordFees')} />
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {sm.lease.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
