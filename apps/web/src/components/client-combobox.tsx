import {
  CLIENT_SEARCH_MIN_CHARS,
  endpoints,
  type HistoryClientOption,
  historyMessages as m,
} from '@immopilote/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { call } from '../lib/api-client';
import { cn } from '../lib/cn';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { Input } from './ui/input';

/** The agency's clients matching the typed text; asks nothing before three characters. */
function useClientSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: ['history', 'client-search', trimmed] as const,
    queryFn: async ({ signal }) =>
      (await call(endpoints.clients.search, { query: { q: trimmed }, signal })).items,
    enabled: trimmed.length >= CLIENT_SEARCH_MIN_CHARS,
    // The list stays while the next letters are looked up, instead of blinking empty.
    placeholderData: keepPreviousData,
  });
}

/** Long enough to skip the letters of a name typed in one go, short enough to feel immediate. */
const SEARCH_DELAY_MS = 250;

/**
 * The agency's clients found by three letters of a name, an e-mail or a phone, as an ARIA 1.2
 * combobox: the focus stays in the text field, the arrows move through the list, Enter chooses,
 * Escape closes. The server searches (never the whole directory in the page). Shared by the visit
 * form (history) and « Créer une recherche à partir de ce bien » (the property page, which history
 * depends on), so it lives outside both features.
 */
export function ClientCombobox({
  id,
  onChoose,
  ...aria
}: {
  onChoose(client: HistoryClientOption): void;
  /** Set by `Field`: the label's target and the error's description. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useClientSearch(query);
  const listId = useId();
  const statusId = useId();
  const long = text.trim().length >= CLIENT_SEARCH_MIN_CHARS;
  const options = long && search.data ? search.data : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const status = !long
    ? m.clientSearchHint
    : search.isError
      ? m.clientSearchFailed
      : search.isFetching || query.trim() !== text.trim()
        ? m.clientSearching
        : options.length === 0
          ? m.clientSearchEmpty
          : m.clientSearchCount(options.length);

  const choose = (client: HistoryClientOption) => {
    setOpen(false);
    setActive(-1);
    setText('');
    onChoose(client);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      // Enter chooses the highlighted client instead of submitting the visit.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" aria-hidden />
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
        placeholder={m.clientSearchPlaceholder}
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
        aria-label={m.clientSearchResults}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((client, i) => (
          <div
            key={client.id}
            id={optionId(i)}
            role="option"
            // The focus stays in the field (aria-activedescendant); -1 keeps the option out of the tab order.
            tabIndex={-1}
            aria-selected={i === active}
            // mousedown, not click: the field's blur would close the list before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(client);
            }}
            onMouseMove={() => setActive(i)}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 text-sm',
              i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
            )}
          >
            <span className="font-medium">{client.fullName}</span>
            <span className="truncate text-xs text-slate-600">
              {[client.email, client.phone].filter(Boolean).join(' · ')}
            </span>
          </div>
        ))}
      </div>
      <p id={statusId} role="status" className="mt-1 text-xs text-slate-600">
        {status}
      </p>
    </div>
  );
}
