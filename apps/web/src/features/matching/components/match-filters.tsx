import {
  dashboardMessages,
  MATCH_LEVELS,
  MATCH_STATES,
  matchingMessages as mm,
  PROPERTY_KINDS,
  propertyFactsMessages,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { SlidersHorizontal, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
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
  const [asSheet, setAsSheet] = useState(false);
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
      <Popover.Root
        open={open && !asSheet}
        onOpenChange={(next) => {
          if (next) setAsSheet(!window.matchMedia('(min-width: 640px)').matches);
          setOpen(next);
        }}
      >
        <Popover.Trigger asChild>
          <Button variant="secondary" aria-haspopup="dialog">
            <SlidersHorizontal className="size-4" aria-hidden />
            {used.length > 0 ? `${t.filters} (${used.length})` : t.filters}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label={t.filtersLabel}
            className="z-40 w-[24rem] rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
          >
            {fields}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Dialog open={open && asSheet} onOpenChange={setOpen} title={t.filtersLabel} closeLabel={sm.close}>
        {fields}
      </Dialog>
      {used.length > 0 && (
        <ul aria-label={dashboardMessages.filters.inUse} className="flex flex-wrap gap-2">
          {used.map((key) => {
            const text = chipText(key, filters, members);
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-label={dashboardMessages.filters.remove(text)}
                  onClick={() => set(key, '')}
                  className="inline-flex h-11 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:h-8"
                >
                  {text}
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
