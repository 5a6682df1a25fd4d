import {
  type AccessState,
  accessState,
  type MemberStatus,
  type Permission,
  type PlanId,
} from '@immopilote/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, profiles, sessions, users } from '../db/schema';

export interface AuthContext {
  sessionId: string;
  user: { id: string; email: string };
  profile: typeof profiles.$inferSelect;
  agency: typeof agencies.$inferSelect | null;
  isAdmin: boolean;
  state: AccessState;
}

/**
 * Session, user, profile and agency in one round trip: this runs on every signed-in request.
 * `sessionId` is the SHA-256 of the cookie token; an expired session loads nothing.
 */
function prepareAuthQuery(db: Db) {
  return db
    .select({ user: { id: users.id, email: users.email }, profile: profiles, agency: agencies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(agencies, eq(agencies.id, profiles.agencyId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('load_auth_context');
}

// Built once per database: this query runs on every signed-in request.
const preparedAuthQueries = new WeakMap<Db, ReturnType<typeof prepareAuthQuery>>();

/**
 * Session, user, profile and agency in one round trip. `sessionId` is the SHA-256 of the cookie
 * token; an expired session loads nothing.
 */
export async function loadAuthContext(
  db: Db,
  sessionId: string,
  adminEmails: readonly string[],
): Promise<AuthContext | null> {
  let query = preparedAuthQueries.get(db);
  if (!query) {
    query = prepareAuthQuery(db);
    preparedAuthQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, now: new Date() });
  if (!row) return null;
  const isAdmin = adminEmails.includes(row.user.email);
  const state = accessState({
    isAdmin,
    status: row.profile.status as MemberStatus,
    agencyId: row.profile.agencyId,
    agencySubscriptionActive: row.agency?.subscriptionStatus === 'active',
  });
  return { sessionId, user: row.user, profile: row.profile, agency: row.agency, isAdmin, state };
}

/** What a guarded handler knows about its caller: the agency to scope every query by. */
export interface MemberScope {
  userId: string;
  agencyId: string;
  isBoss: boolean;
  isAdmin: boolean;
  permissions: readonly Permission[];
  plan: PlanId | null;
}
