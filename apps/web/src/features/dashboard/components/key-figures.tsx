import {
  dashboardMessages as m,
  MANDATE_EXPIRY_NOTICE_DAYS,
  matchingScreenMessages,
} from '@immopilote/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { useNewMatchesCount } from '../../matching';
import { useDashboardSummary } from '../api/get-dashboard-summary';

const GRID = 'grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-4';

function Figure({ label, value, hint, to }: { label: string; value: number; hint?: string; to?: string }) {
  // One slim row (issue 27): the figure beside its label from `sm`; a phone sets three small ones
  // side by side, the figure above its label, and drops the hints.
  const body: ReactNode = (
    <>
      <dt className="min-w-0 text-xs leading-tight break-words hyphens-auto text-slate-600 sm:text-sm">
        {label}
      </dt>
      <dd
        className={`order-first text-lg leading-tight font-bold text-slate-900 tabular-nums sm:text-xl sm:leading-none ${hint ? 'sm:row-span-2' : ''}`}
      >
        {value}
      </dd>
      {hint && <dd className="min-w-0 text-xs text-slate-600 max-sm:hidden">{hint}</dd>}
    </>
  );
  const grid =
    'flex flex-col sm:grid sm:grid-cols-[auto_minmax(0,1fr)] sm:content-center sm:items-center sm:gap-x-2.5';
  const box = 'h-full min-h-11 rounded-xl border border-slate-200 bg-white px-2.5 py-2 sm:px-3';
  return to ? (
    <Link
      to={to}
      className={`block ${box} hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      <dl className={`${grid} h-full`}>{body}</dl>
    </Link>
  ) : (
    <dl className={`${grid} ${box}`}>{body}</dl>
  );
}

/**
 * The row of figures at the top of the dashboard. A figure the member may not see (null) is not
 * drawn; pending members, expiring mandates and new matches only when there are some, as they call
 * for action.
 */
export function KeyFigures() {
  const { data, isPending, isError } = useDashboardSummary();
  const newMatches = useNewMatchesCount();
  if (isPending)
    return (
      <Loading>
        <div className={GRID}>
          {placeholderKeys(4).map((key) => (
            <Skeleton key={key} className="h-13" />
          ))}
        </div>
      </Loading>
    );
  if (isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {m.figuresFailed}
      </p>
    );
  const available = data.listingsByStatus.Disponible;
  const negotiating = data.listingsByStatus['En négociation'];
  return (
    <section aria-label={m.figuresLabel}>
      <ul className={GRID}>
        <li>
          <Figure
            label={m.activeListings}
            value={available + negotiating}
            hint={m.activeBreakdown(available, negotiating)}
          />
        </li>
        <li>
          <Figure label={m.visitsThisWeek} value={data.visitsThisWeek} to="/agenda" />
        </li>
        {data.newClientsThisMonth !== null && (
          <li>
            <Figure label={m.newClients} value={data.newClientsThisMonth} to="/client-directory" />
          </li>
        )}
        {newMatches !== null && newMatches > 0 && (
          <li>
            <Figure
              label={matchingScreenMessages.dashboard.newMatches}
              value={newMatches}
              hint={matchingScreenMessages.dashboard.newMatchesHint}
              to="/rapprochements"
            />
          </li>
        )}
        {data.pendingMembers !== null && data.pendingMembers > 0 && (
          <li>
            <Figure
              label={m.pendingMembers}
              value={data.pendingMembers}
              hint={m.pendingMembersHint}
              to="/agency-settings?onglet=membres"
            />
          </li>
        )}
        {data.mandatesExpiringSoon !== null && data.mandatesExpiringSoon > 0 && (
          <li>
            <Figure
              label={m.expiringMandates}
              value={data.mandatesExpiringSoon}
              hint={m.expiringMandatesHint(MANDATE_EXPIRY_NOTICE_DAYS)}
              to="/mandates"
            />
          </li>
        )}
      </ul>
    </section>
  );
}
