import { inspectionsScreenMessages as sm } from '@immopilote/contracts';
import { Trash2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';

/**
 * Removing anything from the document (a room, an element, a photo, a tenant…) asks first, in the
 * shared confirmation (UX.md): a slip of the thumb in a cellar must not cost a line.
 */
export function RemoveButton({
  label,
  description,
  confirmLabel = sm.removeConfirm,
  onConfirm,
  onThumbnail = false,
  className,
}: {
  /** The button's accessible name, « Retirer Murs ». */
  label: string;
  description: string;
  confirmLabel?: string;
  onConfirm(): void;
  /** Drawn as the small cross over a photo's thumbnail (still a 44 px target). */
  onThumbnail?: boolean;
  className?: string;
}) {
  const trigger = onThumbnail ? (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'inline-flex size-11 items-center justify-center focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <span className="inline-flex size-6 items-center justify-center rounded-full bg-slate-900/80 text-white">
        <X className="size-4" aria-hidden />
      </span>
    </button>
  ) : (
    <Button variant="danger-ghost" className={cn('size-11 shrink-0 p-0', className)} aria-label={label}>
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
  return (
    <ConfirmDialog
      trigger={trigger}
      title={sm.removeTitle(label)}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={sm.cancel}
      onConfirm={onConfirm}
    />
  );
}
