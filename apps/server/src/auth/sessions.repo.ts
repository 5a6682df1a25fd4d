import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { agencies, authEpoch, profiles, sessions, users, userTwoFactor } from '../db/schema';

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
      expiresAt: sessions.expiresAt,
      // Read in the same statement, hence the same snapshot, as the rows above (session cache).
      epoch: authEpoch.epoch,
    })
    .from(sessions)
    .innerJoin(authEpoch, eq(authEpoch.id, 1))
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
 * Session, user, profile, agency, subscription and two-factor state in one round trip, with the
 * auth epoch they were read at. `sessionId` is the SHA-256 of the cookie
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

function prepareEpochQuery(db: Db) {
  return db.select({ epoch: authEpoch.epoch }).from(authEpoch).limit(1).prepare('current_auth_epoch');
}

const preparedEpochQueries = new WeakMap<Db, ReturnType<typeof prepareEpochQuery>>();

/** The auth epoch now: a session cache entry read at an older one may be stale. */
export async function currentAuthEpoch(db: Db): Promise<number> {
  let query = preparedEpochQueries.get(db);
  if (!query) {
    query = prepareEpochQuery(db);
    preparedEpochQueries.set(db, query);
  }
  const [row] = await query.execute();
  return row?.epoch ?? 0;
}
