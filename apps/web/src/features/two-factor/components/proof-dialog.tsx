import { twoFactorMessages as m } from '@immopilote/contracts';
import { type ReactElement, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/**
 * A confirmation that asks for the password or a code (regenerate codes, disable). A wrong one is
 * shown under the field and the dialog stays open.
 */
export function ProofDialog({
  trigger,
  title,
  description,
  confirmLabel,
  run,
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  run: (proof: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const confirm = async () => {
    setBusy(true);
    try {
      await run(proof);
      setOpen(false);
      setProof('');
    } catch (err) {
      const fieldError = err instanceof ApiRequestError ? err.fieldErrors.proof : undefined;
      if (fieldError) setError(fieldError);
      else {
        setOpen(false);
        toast.error(m.actionFailed, (err as Error).message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setProof('');
          setError(null);
        }
      }}
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={m.cancel}
      confirmDisabled={proof === '' || busy}
      onConfirm={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={id}>{m.proofLabel}</Label>
        <PasswordInput
          id={id}
          autoComplete="current-password"
          value={proof}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setProof(e.target.value);
            setError(null);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {m.proofHint}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
