import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What is missing, why, and (when the page does not already offer it) the action that fills it. */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'space-y-2 rounded-lg border border-dashed border-slate-300 p-8 text-center sm:p-10',
        className,
      )}
    >
      <p className="font-medium text-slate-800">{title}</p>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      {action && <div className="flex justify-center pt-2">{action}</div>}
    </div>
  );
}
