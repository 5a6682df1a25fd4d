import { SIGNATURE_REFUSAL_MAX, signaturesScreenMessages as sm } from '@immopilote/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';

const t = sm.signing.refuse;

/**
 * « Refuser de signer », with the reason the agency and the proof file receive. The public page
 * stays free of zod: the one required field is checked by hand, the API checks it again.
 */
export function RefuseDialog({ onRefuse }: { onRefuse(reason: string): Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t.required);
      return;
    }
    setBusy(true);
    try {
      await onRefuse(reason.trim());
    } catch (err) {
      setError(`${t.failed}. ${err instanceof Error ? err.message : ''}`.trim());
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="danger-ghost" onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.title}
        description={t.description}
        closeLabel={t.close}
      >
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field label={t.reason} required error={error ?? undefined}>
            <Textarea
              rows={4}
              maxLength={SIGNATURE_REFUSAL_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {t.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
