import { type Place, matchingScreenMessages as sm } from '@immopilote/contracts';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlaces } from '../api/get-places';

const SEARCH_DELAY_MS = 250;
const f = sm.form;

/**
 * Communes by name or postcode from the official list, as an ARIA 1.2 combobox. A postcode shared
 * by several communes lists them all: the agent picks which (the issue's « asks which »).
 */
export function PlaceCombobox({
  id,
  onChoose,
  exclude = [],
  ...aria
}: {
  onChoose(place: Place): void;
  /** Communes already chosen, left out of the list. */
  exclude?: readonly string[];
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text, SEARCH_DELAY_MS);
  const places = usePlaces(query);
  const listId = useId();
  const statusId = useId();
  const long = text.trim().length >= 2;
  const options = long && places.data ? places.data.filter((p) => !exclude.includes(p.code)) : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const status = !long
    ? f.communeHint
    : places.isError
      ? f.communeFailed
      : places.isFetching || query.trim() !== text.trim()
        ? f.communeSearching
        : options.length === 0
          ? f.communeNone
          : f.communeCount(options.length);

  const choose = (place: Place) => {
    setOpen(false);
    setActive(-1);
    setText('');
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      // Enter chooses the highlighted commune (the first one when none is) instead of submitting.
      event.preventDefault();
      const place = options[active >= 0 ? active : 0];
      if (place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <MapPin className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" aria-hidden />
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
        placeholder={f.communesHint}
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
        aria-label={f.communes}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((place, i) => (
          <div
            key={place.code}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // mousedown, not click: the field's blur would close the list before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            onMouseMove={() => setActive(i)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center px-3 py-1.5 text-sm',
              i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
            )}
          >
            {f.communeLabel(place.name, place.postcodes)}
          </div>
        ))}
      </div>
      <p id={statusId} role="status" className="mt-1 text-xs text-slate-600">
        {status}
      </p>
    </div>
  );
}
