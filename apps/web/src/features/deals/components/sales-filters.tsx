import { type CalendarScope, type DealKind, dealFiguresScreenMessages as sm } from '@immopilote/contracts';
import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';

export interface SalesFilterValue {
  kind: DealKind | 'all';
  scope: CalendarScope;
  showEnded: boolean;
}

/** Ventes / Locations, « Mes dossiers » / « Toute l’agence », and the closed and cancelled files. */
export function SalesFilters({
  value,
  onChange,
}: {
  value: SalesFilterValue;
  onChange(next: SalesFilterValue): void;
}) {
  const endedId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Segmented
        name="sales-kind"
        legend={sm.sales.kindLabel}
        options={sm.sales.kinds}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind })}
      />
      <Segmented
        name="sales-scope"
        legend={sm.sales.scopeLabel}
        options={sm.sales.scopes}
        value={value.scope}
        onChange={(scope) => onChange({ ...value, scope })}
      />
      <div className="flex items-center gap-2">
        <Switch
          id={endedId}
          checked={value.showEnded}
          onCheckedChange={(showEnded) => onChange({ ...value, showEnded })}
        />
        <label htmlFor={endedId} className="cursor-pointer text-sm font-medium text-slate-800">
          {sm.sales.showEnded}
        </label>
      </div>
    </div>
  );
}

function Segmented<K extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: Readonly<Record<K, string>>;
  value: K;
  onChange(next: K): void;
}) {
  return (
    <fieldset className="flex rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">{legend}</legend>
      {(Object.keys(options) as K[]).map((key) => (
        <label
          key={key}
          className={cn(
            'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-slate-700 sm:min-h-9 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
            value === key && 'bg-white text-brand-800 shadow-sm',
          )}
        >
          <input
            type="radio"
            name={name}
            value={key}
            checked={value === key}
            onChange={() => onChange(key)}
            className="sr-only"
          />
          {options[key]}
        </label>
      ))}
    </fieldset>
  );
}
