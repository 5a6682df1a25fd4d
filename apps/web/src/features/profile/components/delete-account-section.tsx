import { profileMessages as m } from '@immopilote/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/**
 * The danger zone: « Supprimer mon compte » after the spec's confirmation, with the password typed
 * in the dialog. A wrong password keeps the dialog open with the message under the field.
 */
export function DeleteAccountSection({ isBoss }: { isBoss: boolean }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const id = useId();

  const confirm = async () => {
    try {
      await remove.mutateAsync(password);
      setOpen(false);
      toast.success(m.deletedTitle, m.deleted);
    } catch (err) {
      const fieldError = err instanceof ApiRequestError ? err.fieldErrors.password : undefined;
      if (fieldError) setError(fieldError);
      else {
        setOpen(false);
        toast.error(m.deleteFailed);
      }
    }
  };

  return (
    <Card className="space-y-3 border-red-200 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-red-800">{m.dangerTitle}</h2>
      <p className="text-sm text-slate-700">{isBoss ? m.dangerHintBoss : m.dangerHint}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(null);
          }
        }}
        trigger={<Button variant="danger-outline">{m.deleteAccount}</Button>}
        title={m.confirmTitle}
        description={m.confirmDescription}
        confirmLabel={m.confirmAction}
        cancelLabel={m.cancel}
        confirmDisabled={password === '' || remove.isPending}
        onConfirm={(event) => {
          // The dialog stays open until the server answers: a wrong password is shown in it.
          event.preventDefault();
          void confirm();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={id}>{m.passwordLabel}</Label>
          <PasswordInput
            id={id}
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {m.passwordHint}
          </p>
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </Card>
  );
}
