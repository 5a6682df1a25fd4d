import {
  CANDIDATE_STATUSES,
  type CandidateStatus,
  CLIENT_ROLES,
  type ClientRole,
  clientMessages as m,
  privacyMessages as pm,
} from '@immopilote/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { Select } from '../../../components/ui/select';
import { Label } from '../../../components/ui/label';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClients } from '../api/get-clients';
import { ClientList } from '../components/client-list';

/**
 * /client-directory: searched and paged on the server, newest first (spec 001 §2), each client with
 * roles, status and last contact.
 */
export function Component() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const [role, setRole] = useState<ClientRole | ''>('');
  const [candidateStatus, setCandidateStatus] = useState<CandidateStatus | ''>('');
  const clients = useClients(q, {
    ...(role ? { role } : {}),
    ...(candidateStatus ? { candidateStatus } : {}),
  });
  const filtered = Boolean(q || role || candidateStatus);

  useEffect(() => {
    if (clients.isError) toast.error(m.loadFailed);
  }, [clients.isError]);

  const items = clients.data?.pages.flatMap((p) => p.items) ?? [];
  const total = clients.data?.pages[0]?.total ?? 0;

  return (
    <section className="space-y-6">
      <PageHeader
        title={m.directoryTitle}
        meta={clients.isSuccess && <p className="text-sm text-slate-600">{m.count(total)}</p>}
        actions={
          <Button asChild>
            <Link to="/add-client">
              <Plus className="size-4" aria-hidden />
              {m.addClient}
            </Link>
          </Button>
        }
      />
      <SearchBox
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="space-y-1.5">
          <Label htmlFor="filter-role">{pm.filterRole}</Label>
          <Select id="filter-role" value={role} onChange={(e) => setRole(e.target.value as ClientRole | '')}>
            <option value="">{pm.filterAll}</option>
            {CLIENT_ROLES.map((r) => (
              <option key={r} value={r}>
                {pm.roles[r]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-status">{pm.filterStatus}</Label>
          <Select
            id="filter-status"
            value={candidateStatus}
            onChange={(e) => setCandidateStatus(e.target.value as CandidateStatus | '')}
          >
            <option value="">{pm.filterAll}</option>
            {CANDIDATE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {pm.candidateStatuses[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {clients.isPending ? (
        <ClientCardsSkeleton />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState title={m.noMatch} />
        ) : (
          // The header's "Ajouter un client" is the action that fills the directory.
          <EmptyState title={m.emptyDirectory} description={m.emptyDirectoryHint} />
        )
      ) : (
        <ClientList clients={items} />
      )}
      {clients.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={clients.isFetchingNextPage}
            onClick={() => void clients.fetchNextPage()}
          >
            {m.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}

function ClientCardsSkeleton() {
  return (
    <Loading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {placeholderKeys(6).map((key) => (
          <li key={key} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </Loading>
  );
}
