import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from './input';

interface SearchBoxProps {
  /** The box's name for screen readers (the placeholder is only an example). */
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}

/** The one search field: a magnifier, a labelled `searchbox`, the value typed reported as it changes. */
export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
