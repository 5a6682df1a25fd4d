import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  agencies,
  authEpoch,
  profiles,
  propertyListEpochs,
  sessions,
  users,
  userTwoFactor,
} from '../db/schema';
import { tenantWhere } from '../db/tenant';
import { oncePer } from '../memo';

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
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
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
const sessionQuery = oncePer(prepareSessionQuery);

/**
 * Session, user, profile, agency, subscription and two-factor state in one round trip, with the
 * auth epoch they were read at. `sessionId` is the SHA-256 of the cookie
 * token; an expired session loads nothing.
 */
export async function findLiveSession(db: Db, sessionId: string) {
  const [row] = await sessionQuery(db).execute({ sessionId, now: new Date() });
  return row ?? null;
}

function prepareEpochQuery(db: Db) {
  const listEpoch = db
    .select({ epoch: propertyListEpochs.epoch })
    .from(propertyListEpochs)
    .where(tenantWhere(propertyListEpochs, sql.placeholder('agencyId')));
  return db
    .select({ epoch: authEpoch.epoch, propertyListEpoch: sql<string | null>`(${listEpoch})` })
    .from(authEpoch)
    .limit(1)
    .prepare('current_epochs');
}

const epochQuery = oncePer(prepareEpochQuery);

/**
 * The auth epoch now (a session cache entry read at an older one may be stale) and, in the same
 * round trip, the epoch of the agency's property lists (modules/properties/property-list-cache.ts):
 * the dashboard's list then costs no query of its own when its answer is cached.
 */
export async function currentEpochs(
  db: Db,
  agencyId: string | null,
): Promise<{ auth: number; propertyList: number | null }> {
  const [row] = await epochQuery(db).execute({ agencyId });
  // bigint arrives as text from a subquery: the column mapping only converts the selected column.
  const list = row?.propertyListEpoch;
  return { auth: row?.epoch ?? 0, propertyList: agencyId === null ? null : Number(list ?? 0) };
}
