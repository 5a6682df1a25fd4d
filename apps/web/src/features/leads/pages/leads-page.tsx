import {
  LEAD_SOURCES,
  LEAD_STATES,
  type Lead,
  type LeadSource,
  type LeadState,
  leadDuration,
  leadsMessages,
  PRODUCT_NAME,
  leadsScreenMessages as sm,
} from '@immopilote/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { type MemberOption, useAssignableMembers } from '../api/get-assignable-members';
import { type LeadFilters, useLeads } from '../api/get-leads';
import { ImportMessageButton } from '../components/import-message-button';
import { LeadFiltersControl } from '../components/lead-filters';
import { LeadAge, LeadProperty, LeadResponse, linkClass } from '../components/lead-row-cells';
import { LeadStateBadge, OverdueBadge } from '../components/lead-state-badge';
import { LeadStateTabs } from '../components/lead-state-tabs';

const t = sm.list;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The ages are read again each minute, without asking the server. */
const TICK_MS = 60_000;

/** The filters live in the address (`?etat=nouvelle&membre=…&source=seloger`): the dashboard links to them. */
function filtersFrom(params: URLSearchParams): LeadFilters {
  const state = params.get('etat');
  const member = params.get('membre');
  const source = params.get('source');
  return {
    state: (LEAD_STATES as readonly string[]).includes(state ?? '') ? (state as LeadState) : undefined,
    member: member && UUID.test(member) ? member : undefined,
    source: (LEAD_SOURCES as readonly string[]).includes(source ?? '') ? (source as LeadSource) : undefined,
  };
}

function paramsFrom(filters: LeadFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.state) out.etat = filters.state;
  if (filters.member) out.membre = filters.member;
  if (filters.source) out.source = filters.source;
  return out;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /demandes (issue 29): every lead whatever its source, new first; the state as tabs with their
 * counts, member and source behind « Filtres »; a table from 1024 px, a card per lead below.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const leads = useLeads(filters);
  const now = useNow();
  const rows = useMemo(() => leads.data?.pages.flatMap((p) => p.items) ?? [], [leads.data]);
  const first = leads.data?.pages[0];
  const [seen, setSeen] = useState<MemberOption[]>([]);
  // The members following the leads seen so far, kept when a filter narrows the list.
  useEffect(() => {
    setSeen((known) => {
      const fresh = rows.flatMap((r) =>
        r.assignedTo && !known.some((k) => k.id === r.assignedTo?.id) ? [r.assignedTo] : [],
      );
      return fresh.length > 0 ? [...known, ...fresh] : known;
    });
  }, [rows]);
  const members = useAssignableMembers(seen);
  const setFilters = (next: LeadFilters) => setParams(paramsFrom(next), { replace: true });

  const columns: DataColumn<Lead>[] = [
    {
      header: t.columns.contact,
      rowHeader: true,
      card: 'title',
      width: 'w-[24%]',
      cell: (lead) => <LeadContactCell lead={lead} />,
      cardCell: (lead) => <LeadContactCell lead={lead} withState />,
    },
    {
      header: t.columns.state,
      width: 'w-[16%]',
      cell: (lead) => <LeadStateBadges lead={lead} />,
      // On a card the state stands beside the name (the contact's title cell shows it).
      card: 'title',
      cardCell: () => null,
    },
    {
      header: t.columns.property,
      cell: (lead) => <LeadProperty lead={lead} />,
      // A card leaves out what the lead does not have, to stay short.
      cardCell: (lead) => (lead.property || lead.listingReference ? <LeadProperty lead={lead} /> : null),
    },
    { header: t.columns.source, width: 'w-[11%]', cell: (lead) => leadsMessages.sources[lead.source] },
    {
      header: t.columns.received,
      width: 'w-[11%]',
      cell: (lead) => <LeadAge receivedAt={lead.receivedAt} now={now} />,
    },
    {
      header: t.columns.assigned,
      width: 'w-[13%]',
      cell: (lead) => lead.assignedTo?.name ?? <span className="text-slate-500">{t.unassigned}</span>,
    },
    {
      header: t.columns.response,
      width: 'w-[10%]',
      cell: (lead) => <LeadResponse lead={lead} />,
      cardCell: (lead) => (lead.responseMinutes === null ? null : <LeadResponse lead={lead} />),
    },
  ];

  const filtered = filters.member !== undefined || filters.source !== undefined;
  return (
    <section className="space-y-4 sm:space-y-5">
      <title>{`${t.title} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={t.title}
        meta={first && <HeaderFigures median={first.medianResponseMinutes} overdue={first.overdueCount} />}
      />
      <div className="flex flex-wrap items-center gap-2">
        <LeadStateTabs
          state={filters.state}
          counts={first?.counts}
          onChange={(state) => setFilters({ ...filters, state })}
        />
        <LeadFiltersControl filters={filters} members={members} onChange={setFilters} />
        {/* Beside the filters rather than under the title: a phone's list starts one row higher. */}
        <div className="ml-auto">
          <ImportMessageButton />
        </div>
      </div>
      {leads.isPending ? (
        <Loading>
          <div className="space-y-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        </Loading>
      ) : leads.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {sm.loadFailed}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          title={filtered || filters.state ? t.emptyFiltered : t.empty}
          description={filtered || filters.state ? undefined : t.emptyHint}
          action={
            filtered || filters.state ? (
              <Button variant="secondary" onClick={() => setFilters({})}>
                {t.clear}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <DataTable<Lead>
            caption={t.caption}
            columns={columns}
            rows={rows}
            rowKey={(lead) => lead.id}
            muted={(lead) => lead.state === 'sans_suite'}
            wideFrom="lg"
            framed
          />
          {leads.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={leads.isFetchingNextPage}
                onClick={() => leads.fetchNextPage()}
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

function LeadStateBadges({ lead }: { lead: Lead }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <LeadStateBadge state={lead.state} />
      {lead.overdue && <OverdueBadge />}
    </span>
  );
}

function LeadContactCell({ lead, withState = false }: { lead: Lead; withState?: boolean }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <div className="flex flex-wrap items-center gap-x-2">
        <Link
          to={`/demandes/${lead.id}`}
          className={`inline-flex min-h-11 items-center font-semibold lg:min-h-0 ${linkClass}`}
        >
          {lead.name}
        </Link>
        {withState && <LeadStateBadges lead={lead} />}
      </div>
      <p className="truncate text-xs font-normal text-slate-600">
        {[lead.email, lead.phone].filter(Boolean).join(' · ')}
      </p>
      {lead.client ? (
        <p className="truncate text-xs font-medium text-emerald-800">{t.knownClient(lead.client.name)}</p>
      ) : lead.duplicates[0] ? (
        <p className="truncate text-xs font-medium text-amber-800">
          {t.possibleClient(lead.duplicates[0].name)}
        </p>
      ) : null}
    </div>
  );
}

function HeaderFigures({ median, overdue }: { median: number | null; overdue: number }) {
  return (
    <dl aria-label={t.figuresLabel} className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <div className="flex items-baseline gap-2">
        <dt className="text-slate-600">{t.medianResponse}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {median === null ? t.medianNone : leadDuration(median)}
        </dd>
      </div>
      <div className="flex items-baseline gap-2">
        <dt className="text-slate-600">{t.overdueCount}</dt>
        <dd className={`font-semibold tabular-nums ${overdue > 0 ? 'text-red-700' : 'text-slate-900'}`}>
          {overdue}
        </dd>
      </div>
    </dl>
  );
}
