import { zodResolver } from '@hookform/resolvers/zod';
import { type Mandate, mandateCloseSchema, mandateMessages as m, parisToday } from '@immopilote/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { DateField } from '../../../components/ui/date-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCloseMandate } from '../api/close-mandate';

const FIELDS = ['outcome', 'date', 'reason'] as const;
const blank = () => ({ outcome: 'ended' as const, date: parisToday(), reason: '' });

/**
 * « Terminer ou annuler »: the shared confirmation dialog holding the outcome, the date and the
 * reason. It stays open until the server answers, so a refused date or reason shows under its field.
 */
export function CloseMandateDialog({ mandate }: { mandate: Mandate }) {
  const close = useCloseMandate(mandate.id);
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(mandateCloseSchema), defaultValues: blank() });
  const { errors } = form.formState;
  const id = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      await close.mutateAsync(values);
      setOpen(false);
      form.reset(blank());
      toast.success(m.closedTitle, m.closed(mandate.number));
    } catch (err) {
      const fieldErrors = err instanceof ApiRequestError ? err.fieldErrors : {};
      const refused = FIELDS.filter((field) => fieldErrors[field]);
      for (const field of refused) form.setError(field, { type: 'server', message: fieldErrors[field] });
      if (refused.length === 0) {
        setOpen(false);
        form.reset(blank());
        toast.error(m.closeFailed, err instanceof Error ? err.message : undefined);
      }
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
        <Button variant="secondary" size="sm" className="min-h-11 sm:min-h-8">
          {m.closeAction}
        </Button>
      }
      title={m.closeTitle(mandate.number)}
      description={m.closeDescription}
      confirmLabel={m.closeConfirm}
      cancelLabel={m.closeCancel}
      confirmDisabled={form.formState.isSubmitting || form.watch('reason').trim() === ''}
      onConfirm={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-4">
        <fieldset className="space-y-2" aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}>
          <legend className="text-sm font-medium text-slate-900">{m.fields.outcome}</legend>
          <div className="flex gap-4">
            {(['ended', 'cancelled'] as const).map((outcome) => (
              <label key={outcome} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={outcome}
                  className="size-4 accent-brand-700"
                  {...form.register('outcome')}
                />
                {m.closingLabels[outcome]}
              </label>
            ))}
          </div>
          {errors.outcome && (
            <p id={`${id}-outcome-error`} className="text-sm text-red-700">
              {errors.outcome.message}
            </p>
          )}
        </fieldset>
        <Field label={m.fields.closeDate} error={errors.date?.message}>
          <DateField control={form.control} name="date" max={parisToday()} />
        </Field>
        <Field label={m.fields.reason} required error={errors.reason?.message}>
          <Textarea rows={3} {...form.register('reason')} />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
