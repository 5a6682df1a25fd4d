import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCents,
  PAYMENT_METHODS,
  parisToday,
  type RentCall,
  type RentPaymentInput,
  rentMessages as m,
  rentPaymentInputSchema,
  type z,
} from '@immopilote/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRecordPayment } from './rent-api';
import { monthOf } from './rent-format';

type Form = z.input<typeof rentPaymentInputSchema>;
type Parsed = z.output<typeof rentPaymentInputSchema>;

/** « 812,37 »: the balance as a person types euros. */
const eurosText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * « Enregistrer un paiement »: the amount (the balance unless told), the day received, the method.
 * The dialog stays open until the server answers, so a refusal (over the balance, a future date)
 * shows under its field.
 */
export function PaymentDialog({ leaseId, rentCall }: { leaseId: string; rentCall: RentCall }) {
  const record = useRecordPayment(leaseId);
  const [open, setOpen] = useState(false);
  const remaining = rentCall.totalCents - rentCall.paidCents;
  const blank = (): Form => ({ amount: eurosText(remaining), receivedOn: parisToday(), method: 'virement' });
  const form = useForm<Form, unknown, Parsed>({
    resolver: zodResolver(rentPaymentInputSchema),
    defaultValues: blank(),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const input: RentPaymentInput = {
        ...values,
        amount: values.amount / 100,
        note: values.note ?? undefined,
      };
      const { receipt } = await record.mutateAsync({ callId: rentCall.id, input });
      setOpen(false);
      toast.success(m.recorded(receipt.kind));
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fieldErrors : {};
      const known = (['amount', 'receivedOn', 'method'] as const).filter((f) => fields[f]);
      for (const f of known) form.setError(f, { type: 'server', message: fields[f] });
      if (known.length > 0) return;
      setOpen(false);
      toast.error(m.recordFailed, err instanceof Error ? err.message : undefined);
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(blank());
      }}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 sm:min-h-8"
          aria-label={m.recordLabel(monthOf(rentCall.period))}
        >
          {m.record}
        </Button>
      }
      title={m.recordTitle(monthOf(rentCall.period))}
      description={m.remainingHint(formatCents(remaining))}
      confirmLabel={m.save}
      cancelLabel={m.cancel}
      confirmVariant="primary"
      confirmDisabled={form.formState.isSubmitting}
      onConfirm={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-3">
        <Field label={m.amount} required error={errors.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </Field>
        <Field label={m.receivedOn} required error={errors.receivedOn?.message}>
          <DateField control={form.control} name="receivedOn" max={parisToday()} />
        </Field>
        <Field label={m.method} required error={errors.method?.message}>
          <Select {...form.register('method')}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {m.methods[method]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </ConfirmDialog>
  );
}
