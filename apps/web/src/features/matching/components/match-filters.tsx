import {
  dashboardMessages,
  MATCH_LEVELS,
  MATCH_STATES,
  matchingMessages as mm,
  PROPERTY_KINDS,
  propertyFactsMessages,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterChips, FilterSelect, FiltersPopover } from '../../../components/ui/filters-popover';
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
        <FilterSelect
          id={`${id}-member`}
          label={t.member}
          value={filters.memberId ?? ''}
          anyLabel={t.anyMember}
          options={members.map((m) => ({ value: m.id, label: m.name }))}
          onChange={(value) => set('memberId', value)}
        />
      </div>
      <FilterSelect
        id={`${id}-kind`}
        label={t.kind}
        value={filters.kind ?? ''}
        anyLabel={t.anyKind}
        options={PROPERTY_KINDS.map((k) => ({ value: k, label: propertyFactsMessages.kinds[k] }))}
        onChange={(value) => set('kind', value)}
      />
      <FilterSelect
        id={`${id}-state`}
        label={t.state}
        value={filters.state ?? ''}
        anyLabel={t.anyState}
        options={MATCH_STATES.map((s) => ({ value: s, label: mm.states[s] }))}
        onChange={(value) => set('state', value)}
      />
      <div className="col-span-2">
        <FilterSelect
          id={`${id}-level`}
          label={t.level}
          value={filters.level ?? ''}
          anyLabel={t.anyLevel}
          options={MATCH_LEVELS.map((l) => ({ value: l, label: mm.levels[l] }))}
          onChange={(value) => set('level', value)}
        />
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
