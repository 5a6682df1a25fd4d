import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FeeInvoice,
  dealFiguresScreenMessages as sm,
  feeInvoicePaidInputSchema,
  parisToday,
} from '@immopilote/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';

const blank = () => ({ paidOn: parisToday() });

/**
 * « Marquer payée »: the day the payment came in (today unless told). The dialog stays open until
 * the server answers, so a refused date (before the invoice, in the future) shows under its field.
 */
export function InvoicePaidDialog({ invoice }: { invoice: FeeInvoice }) {
  const markPaid = useMarkInvoicePaid();
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(feeInvoicePaidInputSchema), defaultValues: blank() });

  const submit = form.handleSubmit(async ({ paidOn }) => {
    try {
      await markPaid.mutateAsync({ id: invoice.id, paidOn });
      setOpen(false);
      form.reset(blank());
      toast.success(sm.invoices.paidTitle, sm.invoices.paid(invoice.reference));
    } catch (err) {
      const fieldError = err instanceof ApiRequestError ? err.fieldErrors.paidOn : undefined;
      if (fieldError) {
        form.setError('paidOn', { type: 'server', message: fieldError });
        return;
      }
      setOpen(false);
      form.reset(blank());
      toast.error(sm.invoices.paidFailed, err instanceof Error ? err.message : undefined);
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(blank());
      }}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 sm:min-h-8"
          aria-label={sm.invoices.markPaidLabel(invoice.reference)}
        >
          {sm.invoices.markPaid}
        </Button>
      }
      title={sm.invoices.markPaidTitle(invoice.reference)}
      description={sm.invoices.markPaidDescription}
      confirmLabel={sm.invoices.confirm}
      cancelLabel={sm.invoices.cancel}
      confirmVariant="primary"
      confirmDisabled={form.formState.isSubmitting}
      onConfirm={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={sm.invoices.paidOnField} error={form.formState.errors.paidOn?.message}>
        <DateField control={form.control} name="paidOn" min={invoice.issuedOn} max={parisToday()} />
      </Field>
    </ConfirmDialog>
  );
}
