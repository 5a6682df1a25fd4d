import { type Match, PRODUCT_NAME, matchingScreenMessages as sm } from '@immopilote/contracts';
import { Mail } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatPrice, formatShortDate } from '../../../lib/format';
import { type MatchFilters, useAgencyMatches } from '../api/get-matches';
import { type MemberOption, MatchFiltersControl } from '../components/match-filters';
import { MatchReasons } from '../components/match-reasons';
import { MatchLevelBadge, MatchStateBadge } from '../components/match-state-badge';
import { SelectCheckbox } from '../components/select-checkbox';
import { useProposeByMail } from '../components/use-propose-by-mail';

const t = sm.page;
const keyOf = (m: Pick<Match, 'searchId' | 'propertyId'>) => `${m.searchId}:${m.propertyId}`;

/**
 * /rapprochements (issue 28): the agency's matches, new first, filtered by member, kind, state and
 * level; a table from 1024 px, a compact card per match below; several proposed in one action.
 */
export function Component() {
  const [filters, setFilters] = useState<MatchFilters>({});
  const matches = useAgencyMatches(filters);
  const propose = useProposeByMail();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = useMemo(() => matches.data?.pages.flatMap((p) => p.items) ?? [], [matches.data]);
  const total = matches.data?.pages[0]?.total ?? 0;
  // The members who follow the matches shown: the filter needs no list of the agency's members.
  const [members, setMembers] = useState<MemberOption[]>([]);
  // Kept when a filter narrows the list, so the chosen member stays in the list.
  useEffect(() => {
    setMembers((known) => {
      const fresh = rows
        .filter((r) => r.memberId && r.memberName && !known.some((k) => k.id === r.memberId))
        .map((r) => ({ id: r.memberId as string, name: r.memberName as string }));
      const unique = fresh.filter((m, i) => fresh.findIndex((f) => f.id === m.id) === i);
      return unique.length > 0 ? [...known, ...unique] : known;
    });
  }, [rows]);

  const toggle = (match: Match, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(match));
      else next.delete(keyOf(match));
      return next;
    });

  const columns: DataColumn<Match>[] = [
    {
      header: t.columns.select,
      srOnlyHeader: true,
      width: 'w-12',
      // On a card the box heads it, beside the listing's name.
      card: 'title',
      cell: (m) => (
        <SelectCheckbox
          label={sm.propose.selectRow(`${m.property.name} – ${m.clientName}`)}
          checked={selected.has(keyOf(m))}
          disabled={m.state === 'ecarte'}
          onChange={(event) => toggle(m, event.target.checked)}
        />
      ),
    },
    {
      header: t.columns.property,
      rowHeader: true,
      card: 'title',
      cell: (m) => (
        <div className="min-w-0">
          <Link
            to={`/property-detail/${m.propertyId}`}
            className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {m.property.name}
          </Link>
          <p className="text-xs text-slate-600">
            {formatPrice(m.property.price, m.property.type)} · {m.property.city}
          </p>
        </div>
      ),
    },
    {
      header: t.columns.client,
      cell: (m) => (
        <Link
          to={`/client/${m.clientId}`}
          className="inline-flex min-h-11 min-w-11 items-center text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 lg:min-h-0 lg:min-w-0"
        >
          {m.clientName}
        </Link>
      ),
    },
    {
      header: t.columns.reasons,
      width: 'w-[30%]',
      cell: (m) => (
        <div className="space-y-1">
          <MatchLevelBadge level={m.level} />
          <MatchReasons reasons={m.reasons.filter((r) => !r.ok || m.level === 'match').slice(0, 4)} />
        </div>
      ),
    },
    { header: t.columns.state, cell: (m) => <MatchStateBadge state={m.state} /> },
    { header: t.columns.member, cell: (m) => m.memberName },
    { header: t.columns.since, cell: (m) => formatShortDate(m.firstMatchedAt) },
  ];

  const proposeSelected = () =>
    propose.send(
      rows
        .filter((r) => selected.has(keyOf(r)))
        .map(({ searchId, propertyId }) => ({ searchId, propertyId })),
      () => setSelected(new Set()),
    );

  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <section className="space-y-6">
      <title>{`${t.title} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={t.title}
        meta={matches.data && <p className="text-sm text-slate-600">{t.subtitle(total)}</p>}
        actions={
          <Button disabled={selected.size === 0 || propose.isPending} onClick={proposeSelected}>
            <Mail className="size-4" aria-hidden />
            {sm.property.proposeSelected}
            {selected.size > 0 && ` (${selected.size})`}
          </Button>
        }
      />
      <MatchFiltersControl
        filters={filters}
        members={members}
        onChange={(next) => {
          setFilters(next);
          setSelected(new Set());
        }}
      />
      {matches.isPending ? (
        <Loading>
          <div className="space-y-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        </Loading>
      ) : matches.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {sm.loadFailed}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          title={filtered ? t.emptyFiltered : t.empty}
          description={filtered ? undefined : t.emptyHint}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setFilters({})}>
                {t.clear}
              </Button>
            ) : (
              <Button asChild variant="secondary">
                <Link to="/client-directory">{sm.searches.title}</Link>
              </Button>
            )
          }
        />
      ) : (
        <>
          <DataTable<Match>
            caption={t.title}
            columns={columns}
            rows={rows}
            rowKey={keyOf}
            muted={(m) => m.state === 'ecarte'}
            wideFrom="lg"
            framed
          />
          {matches.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={matches.isFetchingNextPage}
                onClick={() => matches.fetchNextPage()}
              >
                {t.more}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
