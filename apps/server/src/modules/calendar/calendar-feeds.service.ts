import type { CalendarFeedLink, CalendarFeedStatus, CalendarScope } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import { hashToken, newToken } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { deleteFeed, findFeedOf, replaceFeed } from './calendar.repo';

// The private iCal feed's secret, apart from the events the feed serves (calendar.service.ts):
// agency.service revokes a leaving member's feed, and agency sits below history and properties.

export async function feedStatus(deps: AppDeps, scope: MemberScope): Promise<CalendarFeedStatus> {
  const feed = await findFeedOf(deps.db, scope.userId);
  return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

const feedUrl = (deps: AppDeps, token: string, which: CalendarScope) =>
  `${deps.config.publicUrl}/api/calendar/ical/${token}?scope=${which}`;

/**
 * A new 256-bit secret, stored as its SHA-256 like session tokens: it is shown once, here, and
 * replaces the previous one, which stops working at once.
 */
export async function createFeed(deps: AppDeps, scope: MemberScope): Promise<CalendarFeedLink> {
  const token = newToken();
  const row = await replaceFeed(deps.db, {
    userId: scope.userId,
    agencyId: scope.agencyId,
    tokenHash: hashToken(token),
  });
  return {
    urls: { mine: feedUrl(deps, token, 'mine'), agency: feedUrl(deps, token, 'agency') },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function revokeFeed(deps: AppDeps, scope: MemberScope): Promise<void> {
  await deleteFeed(deps.db, scope.userId);
}

/**
 * A member who leaves the agency takes no feed with them: called in the transaction that
 * removes them, so a later return to the same agency does not revive an old link.
 */
export async function revokeMemberFeed(
  deps: { db: DbOrTx },
  _scope: MemberScope,
  { userId }: { userId: string },
) {
  await deleteFeed(deps.db, userId);
}
