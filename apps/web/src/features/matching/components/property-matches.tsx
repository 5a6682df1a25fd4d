import { type Match, matchingScreenMessages as sm } from '@immopilote/contracts';
import { Mail, SearchCheck } from 'lucide-react';
import type { HistoryClientOption } from '@immopilote/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClientCombobox } from '../../../components/client-combobox';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useCreateSearchFromListing } from '../api/create-search-from-listing';
import { usePropertyMatches } from '../api/get-property-matches';
import { MatchReasons } from './match-reasons';
import { MatchStateBadge } from './match-state-badge';
import { SelectCheckbox } from './select-checkbox';
import { useProposeByMail } from './use-propose-by-mail';

const t = sm.property;
const keyOf = (m: Pick<Match, 'searchId' | 'propertyId'>) => `${m.searchId}:${m.propertyId}`;

/**
 * The property page's « Acquéreurs potentiels (n) » (a sale) or « Locataires potentiels (n) » (a
 * rental): full matches, then « Presque » apart with the missing criterion; several picked and
 * proposed by e-mail in one action.
 */
export function PropertyMatches({ propertyId, rental }: { propertyId: string; rental: boolean }) {
  const matches = usePropertyMatches(propertyId);
  const propose = useProposeByMail();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const items = matches.data?.items ?? [];
  const full = items.filter((m) => m.level === 'match');
  const near = items.filter((m) => m.level === 'near');
  const title = rental ? t.tenantsTitle(full.length) : t.buyersTitle(full.length);

  const toggle = (match: Match, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(match));
      else next.delete(keyOf(match));
      return next;
    });

  const proposeSelected = () => {
    const chosen = items.filter((m) => selected.has(keyOf(m)));
    propose.send(
      chosen.map(({ searchId, propertyId: id }) => ({ searchId, propertyId: id })),
      () => setSelected(new Set()),
    );
  };

  const rows = (list: Match[]) => (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {list.map((match) => (
        <li key={keyOf(match)} className="flex gap-3 p-3">
          <div className="pt-1 pl-1">
            <SelectCheckbox
              label={sm.propose.selectRow(match.clientName)}
              checked={selected.has(keyOf(match))}
              disabled={match.state === 'ecarte'}
              onChange={(event) => toggle(match, event.target.checked)}
            />
          </div>
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={`/client/${match.clientId}`}
                className="inline-flex min-h-11 min-w-11 items-center font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0 sm:min-w-0"
              >
                {match.clientName}
              </Link>
              <MatchStateBadge state={match.state} />
            </div>
            <p className="text-xs break-words text-slate-600">{match.searchSummary}</p>
            <MatchReasons reasons={match.reasons} />
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <Card role="region" aria-labelledby="property-matches-title" className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="property-matches-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <SearchCheck className="size-4" aria-hidden />
            {t.fromListing}
          </Button>
          <Button disabled={selected.size === 0 || propose.isPending} onClick={proposeSelected}>
            <Mail className="size-4" aria-hidden />
            {t.proposeSelected}
            {selected.size > 0 && ` (${selected.size})`}
          </Button>
        </div>
      </div>
      {matches.isPending ? (
        <Loading>
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : matches.isError ? (
        <p className="text-sm text-red-700">{sm.loadFailed}</p>
      ) : items.length === 0 ? (
        <EmptyState compact title={t.empty} />
      ) : (
        <>
          {full.length > 0 && rows(full)}
          {near.length > 0 && (
            <section aria-labelledby="property-near-title" className="space-y-2">
              <h3 id="property-near-title" className="font-semibold text-slate-900">
                {t.nearTitle(near.length)}
              </h3>
              <p className="text-sm text-slate-600">{sm.matches.nearHint}</p>
              {rows(near)}
            </section>
          )}
        </>
      )}
      <SearchFromListingDialog propertyId={propertyId} open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

function SearchFromListingDialog({
  propertyId,
  open,
  onClose,
}: {
  propertyId: string;
  open: boolean;
  onClose(): void;
}) {
  const create = useCreateSearchFromListing(propertyId);
  const choose = (client: HistoryClientOption) =>
    create.mutate(client.id, {
      onSuccess: () => {
        toast.success(t.fromListingCreated(client.fullName));
        onClose();
      },
      onError: (error) => toast.error(t.fromListingFailed, error.message),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.fromListingTitle}
      description={t.fromListingDescription}
      closeLabel={sm.close}
    >
      <div className="min-h-48 space-y-4">
        <Field label={t.fromListingClient}>
          <ClientCombobox onChoose={choose} />
        </Field>
      </div>
    </Dialog>
  );
}
