import {
  type AccessState,
  accessState,
  type MemberStatus,
  type Permission,
  type PlanId,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, profiles, users } from '../db/schema';

export interface AuthContext {
  sessionId: string;
  user: { id: string; email: string };
  profile: typeof profiles.$inferSelect;
  agency: typeof agencies.$inferSelect | null;
  isAdmin: boolean;
  state: AccessState;
}

export async function loadAuthContext(
  db: Db,
  session: { id: string; userId: string },
  adminEmails: readonly string[],
): Promise<AuthContext | null> {
  const [row] = await db
    .select({ user: { id: users.id, email: users.email }, profile: profiles, agency: agencies })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(agencies, eq(agencies.id, profiles.agencyId))
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!row) return null;
  const isAdmin = adminEmails.includes(row.user.email);
  const state = accessState({
    isAdmin,
    status: row.profile.status as MemberStatus,
    agencyId: row.profile.agencyId,
    agencySubscriptionActive: row.agency?.subscriptionStatus === 'active',
  });
  return { sessionId: session.id, user: row.user, profile: row.profile, agency: row.agency, isAdmin, state };
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
