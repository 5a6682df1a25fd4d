import { AlertDialog } from 'radix-ui';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  /**
   * The button that opens the dialog; focus returns to it when the dialog closes. Without one, the
   * dialog is opened by its `open` state (a choice made elsewhere on the page).
   */
  trigger?: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Closes the dialog unless the handler calls `event.preventDefault()` (to wait for the server). */
  onConfirm(event: MouseEvent<HTMLButtonElement>): void;
  /** What the confirmation needs besides a click (a password, for instance), under the description. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  /** `primary` for a confirmation that destroys nothing (a payment, a plan change); `danger` otherwise. */
  confirmVariant?: 'danger' | 'primary';
  /** Controlled open state, for a dialog that stays open while its action runs. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * The one confirmation before a destructive action (never `window.confirm`). Radix's alert dialog
 * traps focus, starts on the cancel button so Enter does not destroy by accident, and gives focus
 * back to the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
  confirmDisabled,
  confirmVariant = 'danger',
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">{description}</AlertDialog.Description>
          {children}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm} disabled={confirmDisabled}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
