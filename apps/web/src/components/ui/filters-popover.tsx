import { SlidersHorizontal, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Dialog } from './dialog';
import { Select } from './select';

/**
 * « Filtres » behind one button: a popover on a desktop, a sheet on a phone (chosen when it opens,
 * below the `sm` width, where a popover would not fit). Controlled, so that the fields' own
 * « Terminé » can close it.
 */
export function FiltersPopover({
  buttonText,
  label,
  closeLabel,
  open,
  onOpenChange,
  className,
  children,
}: {
  buttonText: string;
  /** The popover's and the sheet's accessible name. */
  label: string;
  closeLabel: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The popover's width. */
  className: string;
  children: ReactNode;
}) {
  const [asSheet, setAsSheet] = useState(false);
  return (
    <>
      <Popover.Root
        open={open && !asSheet}
        onOpenChange={(next) => {
          if (next) setAsSheet(!window.matchMedia('(min-width: 640px)').matches);
          onOpenChange(next);
        }}
      >
        <Popover.Trigger asChild>
          <Button variant="secondary" aria-haspopup="dialog">
            <SlidersHorizontal className="size-4" aria-hidden />
            {buttonText}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label={label}
            className={cn('z-40 rounded-xl border border-slate-200 bg-white p-4 shadow-lg', className)}
          >
            {children}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Dialog open={open && asSheet} onOpenChange={onOpenChange} title={label} closeLabel={closeLabel}>
        {children}
      </Dialog>
    </>
  );
}

/** One select of a filters popover: its label above it, « any » first (the empty value), then the values. */
export function FilterSelect({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The filters in use, each a chip that removes it (44 px high on a phone). */
export function FilterChips({
  label,
  chips,
  className,
}: {
  label: string;
  chips: { key: string; text: string; removeLabel: string; onRemove(): void }[];
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={chip.removeLabel}
            onClick={chip.onRemove}
            className="inline-flex h-11 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:h-8"
          >
            {chip.text}
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
