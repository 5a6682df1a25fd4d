import type { InputHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

/** A checkbox drawn as a chip (kinds, must-haves): the whole chip is the 44 px tap target. */
export function ChipCheckbox({
  label,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  return (
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 sm:min-h-9',
        'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-100 has-[:checked]:font-medium has-[:checked]:text-brand-900',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
        className,
      )}
    >
      <input type="checkbox" className="sr-only" {...props} />
      {label}
    </label>
  );
}
