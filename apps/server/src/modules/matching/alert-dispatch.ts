import { parisToday, parisWallClock } from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { allAgencyIds } from '../agency/agency.service';
import { type DispatchItem, dispatchProposals } from './proposal-dispatch';
import type { Candidate, MatchRef } from './prospecting.repo';
import * as repo from './prospecting.repo';

// The automatic alerts' work (instant-alert.job.ts, daily-digest.job.ts): which matches may go, then
// the same recording and e-mail as a proposal. Only a match still « nouveau » becomes « proposé »:
// an alert never overrides what the agent or the client decided.

const toItems = (rows: readonly Candidate[]): DispatchItem[] =>
  rows.flatMap((c) => (c.event && c.eventKey ? [{ ...c, event: c.event, eventKey: c.eventKey }] : []));

/** The matches that just became full matches for a new event: instant searches only. */
export async function sendInstantAlerts(
  deps: AppDeps,
  { agencyId, matches }: { agencyId: string; matches: readonly MatchRef[] },
): Promise<number> {
  if (matches.length === 0 || !(await repo.agencySubscriptionActive(deps.db, agencyId))) return 0;
  const rows = await repo.instantAlertCandidates(deps.db, agencyId, matches);
  const { sent } = await dispatchProposals(deps, agencyId, toItems(rows), {
    via: 'instant',
    sentBy: null,
    proposedFrom: ['nouveau'],
  });
  return sent.length;
}

/**
 * The hourly pass of the daily digests: for each agency, the daily searches whose Paris hour has
 * come and that have not had today's digest get one e-mail per client of their full matches not
 * yet sent for their event; an agency without an active subscription sends nothing. A digest due while the server was down goes at the next pass, once:
 * the search's day is marked in the same transaction as what it sent.
 */
export async function runDailyDigests(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const today = parisToday(now);
  const hour = parisWallClock(now).getUTCHours();
  let sent = 0;
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      if (!(await repo.agencySubscriptionActive(deps.db, agencyId))) return;
      const due = await repo.dueDailySearches(deps.db, agencyId, today, hour);
      if (due.length === 0) return;
      const rows = await repo.digestCandidates(deps.db, agencyId, due);
      const result = await dispatchProposals(deps, agencyId, toItems(rows), {
        via: 'daily',
        sentBy: null,
        proposedFrom: ['nouveau'],
        alsoWithin: (tx) => repo.markDigestRun(tx, agencyId, due, today),
      });
      sent += result.sent.length;
    },
  );
  return sent;
}
