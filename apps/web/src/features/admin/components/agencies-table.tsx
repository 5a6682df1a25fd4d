import { adminMessages as m } from '@immopilote/contracts';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
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

/** « Gestion des agences »: Nom, Propriétaire, Membres, Biens, Abonnement, Détails; a table on a desktop, cards on a phone. */
export function AgenciesTable({ search, q, page, onSearch, onPage, detailsHref }: AgenciesTableProps) {
  const agencies = useAdminAgencies(q, page);
  const items = agencies.data?.items ?? [];
  const owner = (name: string | null) => name ?? m.noOwner;

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.agenciesTitle}</h2>
        {agencies.data && <p className="text-sm text-slate-600">{m.count(agencies.data.total)}</p>}
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" aria-hidden />
        <Input
          type="search"
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="pl-9"
        />
      </div>
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
        <>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {m.name}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {m.owner}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {m.members}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {m.properties}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {m.subscription}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{m.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((a) => (
                <tr key={a.id}>
                  <td className="py-2 pr-3">
                    <p className="font-medium text-slate-900">{a.name}</p>
                    <p className="text-xs text-slate-600">{a.city}</p>
                  </td>
                  <td className="py-2 pr-3 text-slate-800">{owner(a.ownerName)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{a.members}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{a.properties}</td>
                  <td className="py-2 pr-3">
                    <PlanBadge plan={a.plan} />
                  </td>
                  <td className="py-2 text-right">
                    <Link
                      to={detailsHref(a.id)}
                      aria-label={m.detailsOf(a.name)}
                      className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      {m.details}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-slate-100 md:hidden">
            {items.map((a) => (
              <li key={a.id} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{a.name}</p>
                  <p className="truncate text-xs text-slate-600">
                    {owner(a.ownerName)} · {a.city}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                    <span>
                      {m.members} {a.members}
                    </span>
                    <span>
                      {m.properties} {a.properties}
                    </span>
                    <PlanBadge plan={a.plan} />
                  </p>
                </div>
                <Link
                  to={detailsHref(a.id)}
                  aria-label={m.detailsOf(a.name)}
                  className="inline-flex min-h-11 shrink-0 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-brand-700"
                >
                  {m.details}
                </Link>
              </li>
            ))}
          </ul>
        </>
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
