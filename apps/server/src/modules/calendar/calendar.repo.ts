import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, calendarFeeds, profiles, userTwoFactor } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export async function findFeedOf(db: DbOrTx, agencyId: string, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(tenantWhere(calendarFeeds, agencyId, eq(calendarFeeds.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** One feed per member: a new secret replaces the old one in the same statement. */
export async function replaceFeed(
  db: DbOrTx,
  agencyId: string,
  values: { userId: string; tokenHash: string },
) {
  const [row] = await db
    .insert(calendarFeeds)
    .values(tenantRow(agencyId, values))
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { agencyId, tokenHash: values.tokenHash, createdAt: new Date() },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

export async function deleteFeed(db: DbOrTx, agencyId: string, userId: string) {
  await db
    .delete(calendarFeeds)
    .where(tenantWhere(calendarFeeds, agencyId, eq(calendarFeeds.userId, userId)));
}

/**
 * A feed by its secret's hash, with what decides whether it may still answer: the member's
 * current agency and status, their two-factor set-up, and the agency's subscription and rules.
 */
export async function findFeedByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      userId: calendarFeeds.userId,
      feedAgencyId: calendarFeeds.agencyId,
      memberAgencyId: profiles.agencyId,
      memberStatus: profiles.status,
      agencyName: agencies.name,
      subscriptionStatus: agencies.subscriptionStatus,
      requireTwoFactor: agencies.requireTwoFactor,
      twoFactorEnabled: sql<boolean>`${userTwoFactor.enabledAt} is not null`,
    })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .innerJoin(agencies, eq(agencies.id, calendarFeeds.agencyId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
