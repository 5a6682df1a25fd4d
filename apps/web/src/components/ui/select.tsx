import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A native select styled like `Input`: the platform picker is the one people know on a phone,
 * and it works with `register` like any input.
 */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-11 w-full sm:h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
