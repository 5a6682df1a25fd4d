import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { agencies, profiles, sessions, users, userTwoFactor } from '../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type AgencyRow = typeof agencies.$inferSelect;

export async function insertSession(
  db: DbOrTx,
  values: { id: string; userId: string; expiresAt: Date; userAgent: string | null },
) {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

function prepareSessionQuery(db: Db) {
  return db
    .select({
      user: { id: users.id, email: users.email },
      profile: profiles,
      agency: agencies,
      twoFactorEnabled: sql<boolean>`${userTwoFactor.enabledAt} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(agencies, eq(agencies.id, profiles.agencyId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('load_auth_context');
}

// Built once per database: this query runs on every signed-in request.
const preparedSessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

/**
 * Session, user, profile, agency and two-factor state in one round trip. `sessionId` is the SHA-256 of the cookie
 * token; an expired session loads nothing.
 */
export async function findLiveSession(db: Db, sessionId: string) {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, now: new Date() });
  return row ?? null;
}
