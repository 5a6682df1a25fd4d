import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Mandate,
  mandateMessages as m,
  mandateRetractionSchema,
  parisToday,
} from '@immopilote/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRecordRetraction } from '../api/record-retraction';
import { day } from './mandate-text';

function PeriodText({ mandate }: { mandate: Mandate }) {
  if (!mandate.retractionApplies) return <p>{m.retractionNotApplicable}</p>;
  if (mandate.retractedOn) return <p>{m.retractedOn(day(mandate.retractedOn))}</p>;
  if (!mandate.retractionEndsOn) return <p>{m.retractionPending}</p>;
  return (
    <p>
      {mandate.retractionEndsOn >= parisToday()
        ? m.retractionOpen(day(mandate.retractionEndsOn))
        : m.retractionOver(day(mandate.retractionEndsOn))}
    </p>
  );
}

/** « Enregistrer une rétractation »: the day it was received, within the period; the line is then closed. */
function RecordRetractionDialog({ mandate }: { mandate: Mandate }) {
  const record = useRecordRetraction(mandate.id);
  const [open, setOpen] = useState(false);
  const blank = () => ({ date: parisToday() });
  const form = useForm({ resolver: zodResolver(mandateRetractionSchema), defaultValues: blank() });

  const submit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values);
      setOpen(false);
      toast.success(m.retractionRecordedTitle, m.retractionRecorded(mandate.number));
    } catch (err) {
      const fieldError = err instanceof ApiRequestError ? err.fieldErrors.date : undefined;
      if (fieldError) {
        form.setError('date', { type: 'server', message: fieldError });
        return;
      }
      setOpen(false);
      toast.error(m.retractionFailed, err instanceof Error ? err.message : undefined);
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(blank());
      }}
      trigger={<Button variant="secondary">{m.recordRetraction}</Button>}
      title={m.recordRetraction}
      description={m.retractionDescription}
      confirmLabel={m.retractionConfirm}
      cancelLabel={m.closeCancel}
      confirmDisabled={form.formState.isSubmitting}
      onConfirm={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={m.retractionDate} error={form.formState.errors.date?.message}>
        <DateField control={form.control} name="date" max={parisToday()} />
      </Field>
    </ConfirmDialog>
  );
}

/** « Rétractation (loi Hamon) »: the period, the early start asked in writing, and recording a retraction. */
export function RetractionBlock({ mandate }: { mandate: Mandate }) {
  const open =
    mandate.status === 'active' &&
    mandate.retractionEndsOn !== null &&
    mandate.retractedOn === null &&
    mandate.retractionEndsOn >= parisToday();
  return (
    <section aria-labelledby="mandate-retraction-title">
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 id="mandate-retraction-title" className="text-lg font-semibold text-slate-900">
          {m.retractionTitle}
        </h2>
        <div className="space-y-2 text-sm text-slate-800">
          <PeriodText mandate={mandate} />
          {mandate.earlyStartRequested && <p>{m.earlyStartAsked}</p>}
          {mandate.negotiationBlockedUntil && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
              {m.negotiationBlocked(day(mandate.negotiationBlockedUntil))}
            </p>
          )}
        </div>
        {open && <RecordRetractionDialog mandate={mandate} />}
      </Card>
    </section>
  );
}
