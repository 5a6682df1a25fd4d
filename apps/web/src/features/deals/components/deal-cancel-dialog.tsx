import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEAL_CANCEL_LISTING_STATUSES,
  type Deal,
  dealCancelInputSchema,
  dealScreenMessages as sm,
  parisToday,
} from '@immopilote/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { type DealCancelInput, useCancelDeal } from '../api/update-deal';

const FIELDS = ['date', 'reason', 'listingStatus'] as const;
const blank = (): DealCancelInput => ({ date: parisToday(), reason: '', listingStatus: 'Disponible' });
const resolver = zodResolver(dealCancelInputSchema, undefined, { raw: true });

/** « Annuler le dossier » in the shared confirmation: the reason, the day, where the listing goes back. */
export function DealCancelDialog({ deal }: { deal: Deal }) {
  const cancel = useCancelDeal(deal.id);
  const [open, setOpen] = useState(false);
  const form = useForm<DealCancelInput, unknown, DealCancelInput>({ resolver, defaultValues: blank() });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await cancel.mutateAsync(input);
      setOpen(false);
      form.reset(blank());
      toast.success(sm.cancelDialog.done);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.cancelDialog.failed });
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(blank());
      }}
      trigger={<Button variant="danger-outline">{sm.actions.cancel}</Button>}
      title={sm.cancelDialog.title}
      description={sm.cancelDialog.description}
      confirmLabel={sm.cancelDialog.confirm}
      cancelLabel={sm.cancelDialog.keep}
      confirmDisabled={isSubmitting || form.watch('reason').trim() === ''}
      onConfirm={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-4">
        <Field label={sm.cancelDialog.reason} required error={errors.reason?.message}>
          <Textarea rows={3} {...form.register('reason')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={sm.cancelDialog.date} required error={errors.date?.message}>
            <DateField control={form.control} name="date" max={parisToday()} />
          </Field>
          <Field label={sm.cancelDialog.listing} required error={errors.listingStatus?.message}>
            <Select {...form.register('listingStatus')}>
              {DEAL_CANCEL_LISTING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
    </ConfirmDialog>
  );
}
