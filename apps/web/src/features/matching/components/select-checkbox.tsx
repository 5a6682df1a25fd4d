import type { InputHTMLAttributes } from 'react';

/** A row's selection box: a 20 px box in a 44 px target (UX.md), named for the row it selects. */
export function SelectCheckbox({
  label,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'aria-label'> & { label: string }) {
  return (
    <label className="-m-3 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center has-[:disabled]:cursor-not-allowed">
      <input type="checkbox" aria-label={label} className="size-5 accent-brand-700" {...props} />
    </label>
  );
}
