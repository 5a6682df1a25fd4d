import {
  matchingMessages as mm,
  type Search,
  SEARCH_STATUSES,
  type SearchStatus,
  matchingScreenMessages as sm,
} from '@immopilote/contracts';
import { ChevronDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useClientSearches } from '../api/get-client-searches';
import { useRemoveSearch } from '../api/remove-search';
import { useSetSearchStatus } from '../api/set-search-status';
import { SearchFormDialog } from './search-form-dialog';
import { SearchStatusBadge } from './search-status-badge';

const s = sm.searches;

/** The client record's « Recherches »: each search as a compact card, « Nouvelle recherche » on top. */
export function ClientSearches({ clientId }: { clientId: string }) {
  const searches = useClientSearches(clientId);
  const [editing, setEditing] = useState<{ search: Search | null } | null>(null);

  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="client-searches-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-searches-title" className="text-lg font-semibold text-slate-900">
          {s.title}
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ search: null })}>
          <Plus className="size-4" aria-hidden />
          {s.add}
        </Button>
      </div>
      {searches.isPending ? (
        <Loading>
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : searches.isError ? (
        <p className="text-sm text-red-700">{sm.loadFailed}</p>
      ) : searches.data.length === 0 ? (
        <EmptyState compact title={s.empty} description={s.emptyHint} />
      ) : (
        <ul className="space-y-3">
          {searches.data.map((search) => (
            <li key={search.id}>
              <SearchCard clientId={clientId} search={search} onEdit={() => setEditing({ search })} />
            </li>
          ))}
        </ul>
      )}
      <SearchFormDialog
        clientId={clientId}
        search={editing?.search ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

function SearchCard({ clientId, search, onEdit }: { clientId: string; search: Search; onEdit(): void }) {
  const setStatus = useSetSearchStatus(clientId);
  const remove = useRemoveSearch(clientId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = `search-history-${search.id}`;

  const changeStatus = (status: SearchStatus) =>
    setStatus.mutate(
      { searchId: search.id, status },
      {
        onSuccess: () => toast.success(s.statusChanged, mm.statuses[status]),
        onError: (error) => toast.error(s.statusFailed, error.message),
      },
    );

  const alerts =
    search.alertMode === 'daily' && search.alertHour !== null
      ? s.dailyAt(search.alertHour)
      : s.alerts(mm.alertModes[search.alertMode]);

  return (
    <article className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4" aria-label={search.summary}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words text-slate-900">{search.summary}</p>
          <p className="text-sm text-slate-700">{s.counts(search.matchCount, search.nearCount)}</p>
          <p className="text-xs text-slate-600">{alerts}</p>
        </div>
        <SearchStatusBadge status={search.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`search-status-${search.id}`}>
          {s.statusLabel}
        </label>
        <Select
          id={`search-status-${search.id}`}
          className="w-auto"
          value={search.status}
          disabled={setStatus.isPending}
          onChange={(event) => changeStatus(event.target.value as SearchStatus)}
        >
          {SEARCH_STATUSES.map((status) => (
            <option key={status} value={status}>
              {mm.statuses[status]}
            </option>
          ))}
        </Select>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={s.editLabel(search.summary)}>
          <Pencil className="size-4" aria-hidden />
          {s.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={historyOpen}
          aria-controls={historyId}
          onClick={() => setHistoryOpen((o) => !o)}
        >
          <ChevronDown className={historyOpen ? 'size-4 rotate-180' : 'size-4'} aria-hidden />
          {s.history}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger-ghost" size="sm" aria-label={s.removeLabel(search.summary)}>
              <Trash2 className="size-4" aria-hidden />
              {s.remove}
            </Button>
          }
          title={s.removeTitle}
          description={s.removeDescription}
          cancelLabel={sm.cancel}
          confirmLabel={s.removeConfirm}
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => toast.success(s.removed),
              onError: (error) => toast.error(s.removeFailed, error.message),
            })
          }
        />
      </div>
      <div id={historyId} hidden={!historyOpen}>
        {search.history.length === 0 ? (
          <p className="text-sm text-slate-600">{s.historyEmpty}</p>
        ) : (
          <ol className="space-y-1 border-l-2 border-slate-200 pl-3 text-sm">
            {search.history.map((entry) => (
              <li key={`${entry.at}-${entry.text}`} className="text-slate-700">
                <time dateTime={entry.at} className="text-slate-600">
                  {formatDateTime(entry.at)}
                </time>{' '}
                · {entry.text}
                {entry.byName && <span className="text-slate-600"> {s.historyBy(entry.byName)}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </article>
  );
}
