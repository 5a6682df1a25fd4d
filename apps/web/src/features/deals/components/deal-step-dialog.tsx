import { zodResolver } from '@hookform/resolvers/zod';
import { dealScreenMessages as sm, dealStepInputSchema, parisToday } from '@immopilote/contracts';
import type { ReactElement } from 'react';
import { cloneElement, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import type { DealStepInput } from '../api/update-deal';

const blank = (): DealStepInput => ({ date: parisToday() });
const resolver = zodResolver(dealStepInputSchema, undefined, { raw: true });

/**
 * A step recorded on a day (today unless told, never later): conditions lifted, the deed, a
 * deadline met, the file closed. The dialog stays open until the server answers, so a refused day
 * shows under its field and any other refusal in a toast.
 */
export function DealStepDialog({
  trigger,
  title,
  description,
  dateLabel = sm.stepDialog.dateLabel,
  submitLabel,
  doneTitle,
  onSubmit,
}: {
  trigger: ReactElement<{ onClick?(): void }>;
  title: string;
  description: string;
  dateLabel?: string;
  submitLabel: string;
  doneTitle: string;
  onSubmit(input: DealStepInput): Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<DealStepInput, unknown, DealStepInput>({ resolver, defaultValues: blank() });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      setOpen(false);
      form.reset(blank());
      toast.success(doneTitle);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: ['date'], toastTitle: sm.deal.stepFailed });
    }
  });

  return (
    <>
      {cloneElement(trigger, { onClick: () => setOpen(true) })}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset(blank());
        }}
        title={title}
        description={description}
        closeLabel={sm.close}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={dateLabel} required error={errors.date?.message}>
            <DateField control={form.control} name="date" max={parisToday()} />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
