import { accountDeletionSchema, profileMessages as m } from '@immopilote/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordConfirmDialog } from '../../../components/ui/password-confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/** The danger zone: « Supprimer mon compte » after the spec's confirmation, with the password typed in the dialog. */
export function DeleteAccountSection({ isBoss }: { isBoss: boolean }) {
  const remove = useDeleteAccount();
  return (
    <Card className="space-y-3 border-red-200 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-red-800">{m.dangerTitle}</h2>
      <p className="text-sm text-slate-700">{isBoss ? m.dangerHintBoss : m.dangerHint}</p>
      <PasswordConfirmDialog
        trigger={<Button variant="danger-outline">{m.deleteAccount}</Button>}
        title={m.confirmTitle}
        description={m.confirmDescription}
        confirmLabel={m.confirmAction}
        cancelLabel={m.cancel}
        schema={accountDeletionSchema}
        field="password"
        label={m.passwordLabel}
        hint={m.passwordHint}
        onConfirm={async ({ password }) => {
          await remove.mutateAsync(password);
          toast.success(m.deletedTitle, m.deleted);
        }}
        onFailure={() => toast.error(m.deleteFailed)}
      />
    </Card>
  );
}
