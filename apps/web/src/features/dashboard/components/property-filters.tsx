import {
  dashboardMessages,
  PROPERTY_KINDS,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyKind,
  type PropertySort,
  propertyFactsMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterChips, FiltersPopover } from '../../../components/ui/filters-popover';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatEuros, formatSurface } from '../../../lib/format';

const f = propertyMessages.filters;
const d = dashboardMessages.filters;

/** The filter form's values, as typed: blank is « Tous » or « no bound ». */
export interface FilterValues {
  status: string;
  type: string;
  kind: string;
  minPrice: string;
  maxPrice: string;
  minSurface: string;
  maxSurface: string;
  sort: PropertySort;
}

export const NO_FILTERS: FilterValues = {
  status: '',
  type: '',
  kind: '',
  minPrice: '',
  maxPrice: '',
  minSurface: '',
  maxSurface: '',
  sort: 'recent',
};

const FILTER_KEYS = ['status', 'type', 'kind', 'minPrice', 'maxPrice', 'minSurface', 'maxSurface'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** A bound as the server reads it (« 100 000 », « 1,5 »), or null when it is not a number yet. */
function boundValue(typed: string): number | null {
  const n = Number(typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return typed.trim() !== '' && Number.isFinite(n) ? n : null;
}

/** What a chip says of one filter in use. */
function chipText(key: FilterKey, typed: string): string {
  if (key === 'status' || key === 'type') return typed;
  if (key === 'kind') return propertyFactsMessages.kinds[typed as PropertyKind] ?? typed;
  const n = boundValue(typed);
  const shown = n === null ? typed : key.endsWith('Price') ? formatEuros(n) : formatSurface(n);
  return key.startsWith('min') ? d.atLeast(shown) : d.atMost(shown);
}

function Labelled({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

interface FiltersProps {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  fieldErrors?: Record<string, string>;
}

/** The seven fields; the list follows each change at once. */
function FilterFields({ values, onChange, fieldErrors, onDone }: FiltersProps & { onDone(): void }) {
  const id = useId();
  const set = (key: keyof FilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  const count = FILTER_KEYS.filter((k) => values[k] !== '').length;
  const bound = (key: 'minPrice' | 'maxPrice' | 'minSurface' | 'maxSurface') => (
    <Labelled label={f[key]} id={`${id}-${key}`}>
      <Input
        id={`${id}-${key}`}
        inputMode="decimal"
        value={values[key]}
        onChange={set(key)}
        aria-invalid={fieldErrors?.[key] ? true : undefined}
        aria-describedby={fieldErrors?.[key] ? `${id}-${key}-error` : undefined}
      />
      {fieldErrors?.[key] && (
        <p id={`${id}-${key}-error`} className="text-xs text-red-700">
          {fieldErrors[key]}
        </p>
      )}
    </Labelled>
  );
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-3">
      <legend className="sr-only">{f.label}</legend>
      <Labelled label={f.status} id={`${id}-status`}>
        <Select id={`${id}-status`} value={values.status} onChange={set('status')}>
          <option value="">{f.all}</option>
          {PROPERTY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Labelled>
      <Labelled label={f.type} id={`${id}-type`}>
        <Select id={`${id}-type`} value={values.type} onChange={set('type')}>
          <option value="">{f.all}</option>
          {PROPERTY_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </Labelled>
      <div className="col-span-2">
        <Labelled label={f.kind} id={`${id}-kind`}>
          <Select id={`${id}-kind`} value={values.kind} onChange={set('kind')}>
            <option value="">{f.all}</option>
            {PROPERTY_KINDS.map((k) => (
              <option key={k} value={k}>
                {propertyFactsMessages.kinds[k]}
              </option>
            ))}
          </Select>
        </Labelled>
      </div>
      {bound('minPrice')}
      {bound('maxPrice')}
      {bound('minSurface')}
      {bound('maxSurface')}
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 pt-1">
        <Button
          variant="ghost"
          disabled={count === 0}
          onClick={() => onChange({ ...NO_FILTERS, sort: values.sort })}
        >
          {f.reset}
        </Button>
        <Button onClick={onDone}>{d.done}</Button>
      </div>
    </fieldset>
  );
}

/**
 * « Filtres » (issue 27): the seven filters behind one button, in a popover on a desktop and a sheet
 * on a phone, the filters in use as chips that remove them; the order beside the button.
 */
export function PropertyFilters({
  values,
  onChange,
  fieldErrors,
  children,
}: FiltersProps & {
  /** Set after the order, before the chips (the listings' view toggle). */
  children?: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const used = FILTER_KEYS.filter((k) => values[k] !== '');
  const fields = (
    <FilterFields
      values={values}
      onChange={onChange}
      fieldErrors={fieldErrors}
      onDone={() => setOpen(false)}
    />
  );
  return (
    // Its parts join the toolbar's row (`contents`): the button and the order after the search box,
    // the chips on a line of their own.
    <div className="contents">
      <FiltersPopover
        buttonText={used.length > 0 ? `${f.show} (${used.length})` : f.show}
        label={f.label}
        closeLabel={d.close}
        open={open}
        onOpenChange={setOpen}
        className="w-[26rem]"
      >
        {fields}
      </FiltersPopover>
      <label htmlFor={`${id}-sort`} className="sr-only">
        {f.sort}
      </label>
      <Select
        id={`${id}-sort`}
        value={values.sort}
        onChange={(e) => onChange({ ...values, sort: e.target.value as PropertySort })}
        className="w-auto min-w-0 flex-1 sm:w-44 sm:flex-none"
      >
        {PROPERTY_SORTS.map((s) => (
          <option key={s} value={s}>
            {f.sorts[s]}
          </option>
        ))}
      </Select>
      {children}
      <FilterChips
        label={d.inUse}
        className="w-full"
        chips={used.map((key) => {
          const text = chipText(key, values[key]);
          return {
            key,
            text,
            removeLabel: d.remove(text),
            onRemove: () => onChange({ ...values, [key]: '' }),
          };
        })}
      />
    </div>
  );
}
