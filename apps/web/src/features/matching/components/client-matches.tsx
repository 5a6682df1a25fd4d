import { type Match, matchingScreenMessages as sm } from '@immopilote/contracts';
import { Home } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatPrice } from '../../../lib/format';
import { useClientMatches } from '../api/get-client-matches';
import { DismissDialog } from './dismiss-dialog';
import { MatchActions } from './match-actions';
import { MatchReasons } from './match-reasons';
import { MatchStateBadge } from './match-state-badge';
import { PlanVisitDialog } from './plan-visit-dialog';

const t = sm.matches;

/** The client record's « Biens correspondants (n) »: full matches first, then « Presque » apart. */
export function ClientMatches({ clientId }: { clientId: string }) {
  const matches = useClientMatches(clientId);
  const [dismissing, setDismissing] = useState<Match | null>(null);
  const [planning, setPlanning] = useState<Match | null>(null);
  const items = matches.data?.items ?? [];
  const full = items.filter((m) => m.level === 'match');
  const near = items.filter((m) => m.level === 'near');

  const list = (rows: Match[]) => (
    <ul className="space-y-3">
      {rows.map((match) => (
        <li key={`${match.searchId}-${match.propertyId}`}>
          <MatchCard match={match} onDismiss={setDismissing} onPlanVisit={setPlanning} />
        </li>
      ))}
    </ul>
  );

  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="client-matches-title">
      <h2 id="client-matches-title" className="text-lg font-semibold text-slate-900">
        {t.title(full.length)}
      </h2>
      {matches.isPending ? (
        <Loading>
          <Skeleton className="h-28 w-full" />
        </Loading>
      ) : matches.isError ? (
        <p className="text-sm text-red-700">{sm.loadFailed}</p>
      ) : items.length === 0 ? (
        <EmptyState compact title={t.empty} description={t.emptyHint} />
      ) : (
        <>
          {full.length > 0 && list(full)}
          {near.length > 0 && (
            <section aria-labelledby="client-near-title" className="space-y-2 border-t border-slate-100 pt-4">
              <h3 id="client-near-title" className="font-semibold text-slate-900">
                {t.nearTitle(near.length)}
              </h3>
              <p className="text-sm text-slate-600">{t.nearHint}</p>
              {list(near)}
            </section>
          )}
        </>
      )}
      <DismissDialog match={dismissing} onClose={() => setDismissing(null)} />
      <PlanVisitDialog match={planning} onClose={() => setPlanning(null)} />
    </Card>
  );
}

function MatchCard({
  match,
  onDismiss,
  onPlanVisit,
}: {
  match: Match;
  onDismiss(match: Match): void;
  onPlanVisit(match: Match): void;
}) {
  const p = match.property;
  return (
    <article
      aria-label={p.name}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row"
    >
      {p.photoUrl ? (
        <img
          src={p.photoUrl}
          alt={t.photoAlt(p.name)}
          loading="lazy"
          className="h-32 w-full shrink-0 rounded-md object-cover sm:h-24 sm:w-32"
        />
      ) : (
        <div className="flex h-24 w-full shrink-0 items-center justify-center rounded-md bg-slate-100 sm:w-32">
          <Home className="size-8 text-slate-400" aria-hidden />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/property-detail/${p.id}`}
              className="inline-flex min-h-11 min-w-11 items-center font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0 sm:min-w-0"
            >
              {p.name}
            </Link>
            <p className="text-sm text-slate-700">
              {formatPrice(p.price, p.type)} · {p.city}
            </p>
          </div>
          <MatchStateBadge state={match.state} />
        </div>
        <MatchReasons reasons={match.reasons} />
        {match.state === 'ecarte' && match.dismissReason && (
          <p className="text-sm text-slate-600">{t.dismissedBecause(match.dismissReason)}</p>
        )}
        <MatchActions match={match} label={p.name} onDismiss={onDismiss} onPlanVisit={onPlanVisit} />
      </div>
    </article>
  );
}
