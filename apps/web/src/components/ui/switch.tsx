import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * An on/off toggle (Radix: role="switch", Space toggles it). Label it with `aria-label` or a
 * `<label htmlFor>`. On a phone the button is 44 × 44 (the tap target of UX.md) around the
 * 44 × 24 track it draws; from the sm breakpoint it is the track itself.
 */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'group relative inline-flex h-11 w-11 shrink-0 cursor-pointer items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 sm:h-6',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="absolute inset-x-0 top-1/2 h-6 -translate-y-1/2 rounded-full bg-slate-300 transition-colors group-data-[state=checked]:bg-brand-700"
      />
      <RadixSwitch.Thumb className="pointer-events-none relative block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </RadixSwitch.Root>
  );
}
