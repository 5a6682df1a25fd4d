import { type Match, matchingScreenMessages as sm } from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetMatchState } from '../api/set-match-state';

const t = sm.matches;

/** « Écarter » with its reason: the agent's own dismissal, which the server requires to be explained. */
export function DismissDialog({ match, onClose }: { match: Match | null; onClose(): void }) {
  const setState = useSetMatchState();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!match) return;
    setState.mutate(
      { searchId: match.searchId, propertyId: match.propertyId, state: 'ecarte', dismissReason: reason },
      {
        onSuccess: () => {
          toast.success(t.stateSaved);
          close();
        },
        onError: (err) => {
          const field = err instanceof ApiRequestError ? err.fieldErrors.dismissReason : undefined;
          if (field) setError(field);
          else toast.error(t.stateFailed, err.message);
        },
      },
    );
  };

  return (
    <Dialog
      open={match !== null}
      onOpenChange={(next) => !next && close()}
      title={t.dismissTitle}
      description={t.dismissDescription}
      closeLabel={sm.close}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t.dismissReason} required error={error}>
          <Textarea
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
            {sm.cancel}
          </Button>
          <Button type="submit" disabled={setState.isPending}>
            {t.dismissConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
