import { clientMessages as m } from '@immopilote/contracts';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../components/ui/button';

/** The spec's confirmation before a client and all its documents are deleted. */
export function DeleteClientDialog({ onConfirm, busy }: { onConfirm(): void; busy?: boolean }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" disabled={busy}>
          <Trash2 className="size-4" aria-hidden />
          {m.deleteButton}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {m.confirmTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {m.confirmDelete}
          </AlertDialog.Description>
          <div className="flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{m.confirmCancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {m.confirmOk}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
