import { LEAD_SOURCES, leadsMessages, leadsScreenMessages as sm } from '@immopilote/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterChips, FilterSelect, FiltersPopover } from '../../../components/ui/filters-popover';
import type { MemberOption } from '../api/get-assignable-members';
import type { LeadFilters } from '../api/get-leads';

const t = sm.list;
type Key = 'member' | 'source';
const KEYS: readonly Key[] = ['member', 'source'];

/**
 * « Filtres » of the inbox (member, source), as « Rapprochements » does it: a popover on a desktop,
 * a sheet on a phone, the filters in use as chips that remove them. The state has its own tabs.
 */
export function LeadFiltersControl({
  filters,
  members,
  onChange,
}: {
  filters: LeadFilters;
  members: readonly MemberOption[];
  onChange(next: LeadFilters): void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const used = KEYS.filter((k) => filters[k] !== undefined);
  const set = (key: Key, value: string) => onChange({ ...filters, [key]: value === '' ? undefined : value });
  const chipText = (key: Key) =>
    key === 'source' && filters.source
      ? leadsMessages.sources[filters.source]
      : (members.find((m) => m.id === filters.member)?.name ?? t.member);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <FiltersPopover
        buttonText={used.length > 0 ? `${t.filters} (${used.length})` : t.filters}
        label={t.filtersLabel}
        closeLabel={sm.close}
        open={open}
        onOpenChange={setOpen}
        className="w-[20rem]"
      >
        <fieldset className="grid min-w-0 gap-3">
          <legend className="sr-only">{t.filtersLabel}</legend>
          <FilterSelect
            id={`${id}-member`}
            label={t.member}
            value={filters.member ?? ''}
            anyLabel={t.anyMember}
            options={members.map((m) => ({ value: m.id, label: m.name }))}
            onChange={(value) => set('member', value)}
          />
          <FilterSelect
            id={`${id}-source`}
            label={t.source}
            value={filters.source ?? ''}
            anyLabel={t.anySource}
            options={LEAD_SOURCES.map((s) => ({ value: s, label: leadsMessages.sources[s] }))}
            onChange={(value) => set('source', value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
            <Button
              variant="ghost"
              disabled={used.length === 0}
              onClick={() => onChange({ state: filters.state })}
            >
              {t.clear}
            </Button>
            <Button onClick={() => setOpen(false)}>{t.done}</Button>
          </div>
        </fieldset>
      </FiltersPopover>
      <FilterChips
        label={t.inUse}
        chips={used.map((key) => {
          const text = chipText(key);
          return { key, text, removeLabel: t.remove(text), onRemove: () => set(key, '') };
        })}
      />
    </div>
  );
}
