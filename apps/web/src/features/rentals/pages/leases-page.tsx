import {
  formatCents,
  formatLongDate,
  LEASE_STATUSES,
  type LeaseListItem,
  type LeaseStatus,
  leaseMessages as lm,
  leaseScreenMessages as sm,
} from '@immopilote/contracts';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RentalBankActions } from '../bank/rental-bank-actions';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useLeases } from '../api/list-leases';
import { LeaseStatusBadge } from '../components/lease-status-badge';

type Filter = LeaseStatus | 'all';

/** /gestion, « Gestion locative »: the agency's leases, the current ones first (?baux=ended|all). */
export function Component() {
  const [params] = useSearchParams();
  const requested = params.get('baux');
  const filter: Filter =
    requested === 'all' || LEASE_STATUSES.includes(requested as LeaseStatus)
      ? (requested as Filter)
      : 'active';
  const leases = useLeases(filter === 'all' ? undefined : filter);
  const items = leases.data?.items ?? [];

  return (
    <section className="space-y-6">
      <PageHeader
        title={sm.listTitle}
        back={{ to: '/dashboard', label: sm.backToDashboard }}
        meta={<p className="max-w-3xl text-sm text-slate-600">{sm.listIntro}</p>}
        actions={
          <>
            <RentalBankActions />
            <Button asChild>
              <Link to="/gestion/baux/nouveau">
                <Plus className="size-4" aria-hidden />
                {sm.newLease}
              </Link>
            </Button>
          </>
        }
      />
      <nav aria-label={sm.filterLabel} className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:w-fit">
        {(['active', 'ended', 'all'] as const).map((f) => (
          <Link
            key={f}
            to={`/gestion?baux=${f}`}
            replace
            aria-current={f === filter ? 'page' : undefined}
            className={cn(
              'flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium sm:min-h-9',
              f === filter ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {sm.filters[f]}
          </Link>
        ))}
      </nav>
      {leases.isError ? (
        <EmptyState title={sm.loadFailed} description={leases.error.message} />
      ) : !leases.data ? (
        <Loading>
          <div className="space-y-3">
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </div>
        </Loading>
      ) : items.length === 0 ? (
        <EmptyState
          title={filter === 'active' ? sm.empty : sm.emptyFiltered}
          description={filter === 'active' ? sm.emptyHint : undefined}
        />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {items.map((lease) => (
            <LeaseLine key={lease.id} lease={lease} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LeaseLine({ lease }: { lease: LeaseListItem }) {
  return (
    <li>
      <Link
        to={`/gestion/baux/${lease.id}`}
        className="grid gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{lease.propertyLabel}</span>
          <span className="block truncate text-sm text-slate-600">
            {lease.tenants.join(', ')} · {lm.kinds[lease.kind]} · {sm.since(formatLongDate(lease.startOn))}
          </span>
        </span>
        <span className="flex items-center gap-3 text-sm sm:justify-end">
          <span className="text-slate-800">
            {sm.perMonth(formatCents(lease.rentCents), formatCents(lease.chargesCents))}
          </span>
          <LeaseStatusBadge status={lease.status} />
        </span>
      </Link>
    </li>
  );
}
