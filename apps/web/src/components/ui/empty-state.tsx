import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * What is missing, why, and (when the page does not already offer it) the action that fills it.
 * `compact` is the same state inside a card or a side column (today's agenda, a record's
 * mandates), where the full-size frame would outweigh the card's content.
 */
export function EmptyState({
  title,
  description,
  action,
  compact = false,
  className,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border border-dashed border-slate-300 text-center',
        compact ? 'space-y-1 p-4 text-sm' : 'space-y-2 p-8 sm:p-10',
        className,
      )}
    >
      <p className="font-medium text-slate-800">{title}</p>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      {action && <div className={cn('flex justify-center', compact ? 'pt-1' : 'pt-2')}>{action}</div>}
    </div>
  );
}
