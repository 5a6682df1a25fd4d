import {
  dashboardMessages,
  MATCH_LEVELS,
  MATCH_STATES,
  matchingMessages as mm,
  PROPERTY_KINDS,
  propertyFactsMessages,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterChips, FiltersPopover } from '../../../components/ui/filters-popover';
import { Select } from '../../../components/ui/select';
import type { MatchFilters } from '../api/get-matches';

const t = sm.page;
type Key = keyof MatchFilters;
const KEYS: readonly Key[] = ['memberId', 'kind', 'state', 'level'];

export interface MemberOption {
  id: string;
  name: string;
}

function chipText(key: Key, filters: MatchFilters, members: readonly MemberOption[]): string {
  if (key === 'kind' && filters.kind) return propertyFactsMessages.kinds[filters.kind];
  if (key === 'state' && filters.state) return mm.states[filters.state];
  if (key === 'level' && filters.level) return mm.levels[filters.level];
  return members.find((m) => m.id === filters.memberId)?.name ?? t.member;
}

function Labelled({ label, id, children }: { label: string; id: string; children: ReactNode }) {
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
 * « Filtres » of « Rapprochements », as the dashboard does it: a popover on a desktop, a sheet on a
 * phone, the filters in use as chips that remove them.
 */
export function MatchFiltersControl({
  filters,
  members,
  onChange,
}: {
  filters: MatchFilters;
  members: readonly MemberOption[];
  onChange(next: MatchFilters): void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const used = KEYS.filter((k) => filters[k] !== undefined);
  const set = (key: Key, value: string) => onChange({ ...filters, [key]: value === '' ? undefined : value });

  const fields = (
    <fieldset className="grid min-w-0 grid-cols-2 gap-3">
      <legend className="sr-only">{t.filtersLabel}</legend>
      <div className="col-span-2">
        <Labelled label={t.member} id={`${id}-member`}>
          <Select
            id={`${id}-member`}
            value={filters.memberId ?? ''}
            onChange={(e) => set('memberId', e.target.value)}
          >
            <option value="">{t.anyMember}</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        </Labelled>
      </div>
      <Labelled label={t.kind} id={`${id}-kind`}>
        <Select id={`${id}-kind`} value={filters.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
          <option value="">{t.anyKind}</option>
          {PROPERTY_KINDS.map((k) => (
            <option key={k} value={k}>
              {propertyFactsMessages.kinds[k]}
            </option>
          ))}
        </Select>
      </Labelled>
      <Labelled label={t.state} id={`${id}-state`}>
        <Select id={`${id}-state`} value={filters.state ?? ''} onChange={(e) => set('state', e.target.value)}>
          <option value="">{t.anyState}</option>
          {MATCH_STATES.map((s) => (
            <option key={s} value={s}>
              {mm.states[s]}
            </option>
          ))}
        </Select>
      </Labelled>
      <div className="col-span-2">
        <Labelled label={t.level} id={`${id}-level`}>
          <Select
            id={`${id}-level`}
            value={filters.level ?? ''}
            onChange={(e) => set('level', e.target.value)}
          >
            <option value="">{t.anyLevel}</option>
            {MATCH_LEVELS.map((l) => (
              <option key={l} value={l}>
                {mm.levels[l]}
              </option>
            ))}
          </Select>
        </Labelled>
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 pt-1">
        <Button variant="ghost" disabled={used.length === 0} onClick={() => onChange({})}>
          {t.clear}
        </Button>
        <Button onClick={() => setOpen(false)}>{sm.close}</Button>
      </div>
    </fieldset>
  );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <FiltersPopover
        buttonText={used.length > 0 ? `${t.filters} (${used.length})` : t.filters}
        label={t.filtersLabel}
        closeLabel={sm.close}
        open={open}
        onOpenChange={setOpen}
        className="w-[24rem]"
      >
        {fields}
      </FiltersPopover>
      <FilterChips
        label={dashboardMessages.filters.inUse}
        chips={used.map((key) => {
          const text = chipText(key, filters, members);
          return {
            key,
            text,
            removeLabel: dashboardMessages.filters.remove(text),
            onRemove: () => set(key, ''),
          };
        })}
      />
    </div>
  );
}
