import { zodResolver } from '@hookform/resolvers/zod';
import { signatureCancelSchema, signaturesScreenMessages as sm } from '@immopilote/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field } from '../ui/field';
import { Textarea } from '../ui/textarea';
import { useCancelSignatureRequest } from './api';

const m = sm.panel;

/**
 * « Annuler la demande »: the shared confirmation, with the reason the proof file keeps. It stays
 * open until the server answers, so a refused reason shows under its field.
 */
export function CancelSignatureDialog({ requestId }: { requestId: string }) {
  const cancel = useCancelSignatureRequest(requestId);
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(signatureCancelSchema), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync(reason);
      setOpen(false);
      form.reset();
      toast.success(m.cancelled);
    } catch (err) {
      const fieldError = err instanceof ApiRequestError ? err.fieldErrors.reason : undefined;
      if (fieldError) {
        form.setError('reason', { type: 'server', message: fieldError });
        return;
      }
      setOpen(false);
      toast.error(m.cancelFailed, err instanceof Error ? err.message : undefined);
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={
        <Button variant="danger-ghost" size="sm">
          {m.cancel}
        </Button>
      }
      title={m.cancelTitle}
      description={m.cancelDescription}
      confirmLabel={m.cancelConfirm}
      cancelLabel={m.cancelKeep}
      confirmDisabled={form.formState.isSubmitting || form.watch('reason').trim() === ''}
      onConfirm={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={m.cancelReason} required error={error}>
        <Textarea rows={3} {...form.register('reason')} />
      </Field>
    </ConfirmDialog>
  );
}
