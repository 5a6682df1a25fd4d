import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { FieldControlProps } from './field';
import { Input } from './input';

/** Long enough to skip the letters of a word typed in one go, short enough to feel immediate. */
const SEARCH_DELAY_MS = 250;

/** What the combobox says under the field, in the feature's words. */
export interface SearchComboboxMessages {
  hint: string;
  failed: string;
  searching: string;
  none: string;
  count(n: number): string;
}

/**
 * A text field that asks the server as the person types, as an ARIA 1.2 combobox: the focus stays
 * in the field (aria-activedescendant), the arrows move through the list, Enter chooses, Escape
 * closes, and a status line says what is happening. `useResults` is the feature's query hook,
 * called with the debounced text; it must ask nothing below `minChars`.
 */
export function SearchCombobox<T>({
  id,
  icon: Icon,
  placeholder,
  listLabel,
  minChars,
  useResults,
  keep = () => true,
  optionKey,
  renderOption,
  optionClassName,
  enterChoosesFirst = false,
  messages,
  onChoose,
  ...aria
}: {
  icon: LucideIcon;
  placeholder: string;
  listLabel: string;
  minChars: number;
  useResults(query: string): { data?: readonly T[]; isError: boolean; isFetching: boolean };
  /** Results left out of the list (already chosen, for instance). */
  keep?(option: T): boolean;
  optionKey(option: T): string;
  renderOption(option: T): ReactNode;
  optionClassName?: string;
  /** Enter with nothing highlighted takes the first result. */
  enterChoosesFirst?: boolean;
  messages: SearchComboboxMessages;
  onChoose(option: T): void;
} & FieldControlProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text, SEARCH_DELAY_MS);
  const results = useResults(query);
  const listId = useId();
  const statusId = useId();
  const long = text.trim().length >= minChars;
  const options = long && results.data ? results.data.filter(keep) : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const status = !long
    ? messages.hint
    : results.isError
      ? messages.failed
      : results.isFetching || query.trim() !== text.trim()
        ? messages.searching
        : options.length === 0
          ? messages.none
          : messages.count(options.length);

  const choose = (option: T) => {
    setOpen(false);
    setActive(-1);
    setText('');
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && (active >= 0 || enterChoosesFirst)) {
      // Enter chooses instead of submitting the form around the field.
      event.preventDefault();
      const option = options[active >= 0 ? active : 0];
      if (option) choose(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Icon className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" aria-hidden />
      <Input
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[statusId, aria['aria-describedby']].filter(Boolean).join(' ')}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="pl-9"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <div
            key={optionKey(option)}
            id={optionId(i)}
            role="option"
            // The focus stays in the field; -1 keeps the option out of the tab order.
            tabIndex={-1}
            aria-selected={i === active}
            // mousedown, not click: the field's blur would close the list before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(i)}
            className={cn(
              'flex min-h-11 cursor-pointer px-3 py-1.5 text-sm',
              optionClassName,
              i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
            )}
          >
            {renderOption(option)}
          </div>
        ))}
      </div>
      <p id={statusId} role="status" className="mt-1 text-xs text-slate-600">
        {status}
      </p>
    </div>
  );
}
