import {
  PROPERTY_KINDS,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertySort,
  propertyFactsMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

const f = propertyMessages.filters;

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

const activeCount = (v: FilterValues) =>
  (['status', 'type', 'kind', 'minPrice', 'maxPrice', 'minSurface', 'maxSurface'] as const).filter(
    (k) => v[k] !== '',
  ).length;

function Labelled({ label, children, id }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Status, type, kind, price and surface bounds, and the order. On a phone the filters fold behind
 * one button so that the first listing stays above the fold; the order stays in view.
 */
export function PropertyFilters({
  values,
  onChange,
  fieldErrors,
}: {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  fieldErrors?: Record<string, string>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = (key: keyof FilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  const count = activeCount(values);
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
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <Button
          variant="secondary"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {count > 0 ? `${f.show} (${count})` : f.show}
        </Button>
        <div className="ml-auto w-44">
          <Labelled label={f.sort} id={`${id}-sort`}>
            <Select id={`${id}-sort`} value={values.sort} onChange={set('sort')}>
              {PROPERTY_SORTS.map((s) => (
                <option key={s} value={s}>
                  {f.sorts[s]}
                </option>
              ))}
            </Select>
          </Labelled>
        </div>
      </div>
      <fieldset
        id={`${id}-panel`}
        className={`${open ? 'grid' : 'hidden'} min-w-0 grid-cols-2 gap-3 sm:grid sm:grid-cols-4`}
      >
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
        {bound('minPrice')}
        {bound('maxPrice')}
        {bound('minSurface')}
        {bound('maxSurface')}
        <div className="col-span-2 flex items-end sm:col-span-4">
          <Button
            variant="ghost"
            disabled={count === 0}
            onClick={() => onChange({ ...NO_FILTERS, sort: values.sort })}
          >
            {f.reset}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
