import {
  type AccessState,
  accessState,
  type Permission,
  type PlanId,
  subscriptionAccess,
} from '@immopilote/contracts';
import type { Db } from '../db/client';
import { type AgencyRow, findLiveSession, type ProfileRow } from './sessions.repo';

export interface AuthContext {
  sessionId: string;
  user: { id: string; email: string; twoFactorEnabled: boolean; emailVerified: boolean };
  profile: ProfileRow;
  agency: AgencyRow | null;
  isAdmin: boolean;
  state: AccessState;
  /** An `/api/v1` request: the key it came with (modules/api-keys/api-key-auth.ts), its scopes on top of the person's rights. */
  apiKey?: { id: string; name: string; scopes: readonly string[] };
}

/** A session row as `findLiveSession` loads it. */
export type SessionRow = Omit<
  NonNullable<Awaited<ReturnType<typeof findLiveSession>>>,
  'expiresAt' | 'epoch'
>;

/** The guards' view of a loaded session row. */
export function toAuthContext(
  row: SessionRow,
  sessionId: string,
  adminEmails: readonly string[],
): AuthContext {
  // Listed in ADMIN_EMAILS is not enough: whoever signed up first with that address would be
  // administrator. The owner of the address must have followed the link sent to it.
  const isAdmin = row.emailVerified && adminEmails.includes(row.user.email);
  const state = accessState({
    isAdmin,
    status: row.profile.status,
    agencyId: row.profile.agencyId,
    // Past due (in its grace) and read-only agencies are still reached; the guards refuse writes when read-only.
    agencySubscriptionActive: !!row.agency && subscriptionAccess(row.agency.subscriptionStatus) !== 'none',
    twoFactorSetupRequired: (row.agency?.requireTwoFactor ?? false) && !row.twoFactorEnabled,
  });
  const user = { ...row.user, twoFactorEnabled: row.twoFactorEnabled, emailVerified: row.emailVerified };
  return { sessionId, user, profile: row.profile, agency: row.agency, isAdmin, state };
}

/**
 * What the guards know about the caller, read from the database now (no cache); `sessionId` is the
 * SHA-256 of the cookie token. Requests go through the session cache (`session-cache.ts`).
 */
export async function loadAuthContext(
  db: Db,
  sessionId: string,
  adminEmails: readonly string[],
): Promise<AuthContext | null> {
  const row = await findLiveSession(db, sessionId);
  return row ? toAuthContext(row, sessionId, adminEmails) : null;
}

/** Signed in, whatever the agency membership: the onboarding flows (join or create an agency). */
export interface UserScope {
  userId: string;
  email: string;
}

/** What a guarded handler knows about its caller: the agency to scope every query by. */
export interface MemberScope extends UserScope {
  agencyId: string;
  isBoss: boolean;
  isAdmin: boolean;
  permissions: readonly Permission[];
  plan: PlanId | null;
}

/**
 * The scope of work done for a member outside their request (a job, an agency's closing): the
 * agency and the member it acts for, and whether that member is the head. No guard runs there,
 * so it claims no permission and no plan; services read only the agency and the user.
 */
export function scopeActingFor(member: { agencyId: string; userId: string; isBoss?: boolean }): MemberScope {
  return {
    userId: member.userId,
    email: '',
    agencyId: member.agencyId,
    isBoss: member.isBoss ?? false,
    isAdmin: false,
    permissions: [],
    plan: null,
  };
}
