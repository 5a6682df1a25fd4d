import { type AdminAgencyRow, adminMessages as m } from '@immopilote/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchBox } from '../../../components/ui/search-box';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { useAdminAgencies } from '../api/get-admin-agencies';
import { Pager } from './pager';
import { planLabel } from './plan-label';

interface AgenciesTableProps {
  search: string;
  /** The debounced search the server answers. */
  q: string;
  page: number;
  onSearch(value: string): void;
  onPage(page: number): void;
  /** Where « Détails » goes for an agency. */
  detailsHref(id: string): string;
}

const columns = (detailsHref: (id: string) => string): readonly DataColumn<AdminAgencyRow>[] => [
  {
    header: m.name,
    card: 'title',
    cell: (a) => (
      <>
        <p className="font-medium text-slate-900">{a.name}</p>
        <p className="text-xs font-normal text-slate-600">{a.city}</p>
      </>
    ),
  },
  { header: m.owner, cell: (a) => a.ownerName ?? m.noOwner },
  { header: m.members, numeric: true, cell: (a) => a.members },
  { header: m.properties, numeric: true, cell: (a) => a.properties },
  {
    header: m.subscription,
    cell: (a) => (
      <>
        <PlanBadge plan={a.plan} />
        {a.billingAlert && (
          <p className="mt-1 text-xs font-medium text-red-700" title={a.billingAlert}>
            {m.billingAlert}
          </p>
        )}
      </>
    ),
  },
  {
    header: m.actions,
    srOnlyHeader: true,
    card: 'plain',
    cell: (a) => (
      <Link
        to={detailsHref(a.id)}
        aria-label={m.detailsOf(a.name)}
        className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {m.details}
      </Link>
    ),
  },
];

/** « Gestion des agences »: Nom, Propriétaire, Membres, Biens, Abonnement, Détails; a table on a desktop, cards on a phone. */
export function AgenciesTable({ search, q, page, onSearch, onPage, detailsHref }: AgenciesTableProps) {
  const agencies = useAdminAgencies(q, page);
  const items = agencies.data?.items ?? [];

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.agenciesTitle}</h2>
        {agencies.data && <p className="text-sm text-slate-600">{m.count(agencies.data.total)}</p>}
      </div>
      <SearchBox label={m.searchLabel} placeholder={m.searchPlaceholder} value={search} onChange={onSearch} />
      {agencies.isPending ? (
        <Loading>
          <div className="space-y-2">
            {placeholderKeys(5).map((key) => (
              <Skeleton key={key} className="h-10 w-full" />
            ))}
          </div>
        </Loading>
      ) : items.length === 0 ? (
        <EmptyState title={q ? m.noMatch : m.noAgencies} />
      ) : (
        <DataTable
          caption={m.agenciesTitle}
          columns={columns(detailsHref)}
          rows={items}
          rowKey={(a) => a.id}
        />
      )}
      {agencies.data && (
        <Pager
          label={m.agenciesTitle}
          page={page}
          pageSize={agencies.data.pageSize}
          total={agencies.data.total}
          onPage={onPage}
        />
      )}
    </Card>
  );
}

function PlanBadge({ plan }: { plan: Parameters<typeof planLabel>[0] }) {
  return (
    <span
      className={
        plan
          ? 'rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800'
          : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700'
      }
    >
      {planLabel(plan)}
    </span>
  );
}
