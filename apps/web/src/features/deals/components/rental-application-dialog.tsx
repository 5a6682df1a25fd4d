import { zodResolver } from '@hookform/resolvers/zod';
import { dealScreenMessages as sm, parisToday, rentalDealInputSchema } from '@immopilote/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { type RentalDealInput, useOpenRental } from '../api/open-rental';
import { ClientPick } from './client-pick';

const FIELDS = ['tenantClientId', 'date', 'keysPlannedOn'] as const;
const blank = (): RentalDealInput => ({ tenantClientId: '', date: parisToday(), keysPlannedOn: '' });
const resolver = zodResolver(rentalDealInputSchema, undefined, { raw: true });

/** « Retenir une candidature »: the tenant from the directory, the day, the planned keys; opens the rental file. */
export function RentalApplicationDialog({ propertyId }: { propertyId: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [tenant, setTenant] = useState<{ id: string; name: string } | null>(null);
  const openRental = useOpenRental(propertyId);
  const form = useForm<RentalDealInput, unknown, RentalDealInput>({ resolver, defaultValues: blank() });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const deal = await openRental.mutateAsync(input);
      setOpen(false);
      toast.success(sm.rental.opened);
      await navigate(`/ventes/${deal.id}`);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.rental.failed });
    }
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <KeyRound className="size-4" aria-hidden />
        {sm.rental.choose}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            form.reset(blank());
            setTenant(null);
          }
        }}
        title={sm.rental.choose}
        description={sm.rental.dialogDescription}
        closeLabel={sm.close}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={sm.rental.tenant} required error={errors.tenantClientId?.message}>
            <ClientPick
              chosen={tenant}
              onChange={(client) => {
                setTenant(client);
                form.setValue('tenantClientId', client?.id ?? '', {
                  shouldValidate: form.formState.isSubmitted,
                });
              }}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={sm.rental.date} required error={errors.date?.message}>
              <DateField control={form.control} name="date" max={parisToday()} />
            </Field>
            <Field label={sm.rental.keysPlanned} error={errors.keysPlannedOn?.message}>
              <DateField control={form.control} name="keysPlannedOn" min={parisToday()} />
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {sm.rental.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
