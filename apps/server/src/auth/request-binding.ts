import { acrossAgencies, asUser, unbound, withAgency } from '../db/agency-scope';
import type { AuthContext } from './context';
import type { Guard } from './guards';

/**
 * Runs a request's handler bound to what its caller may see in the database (db/agency-scope.ts):
 * an active member's agency, a signed-in person's own profile, nothing for the public, every agency
 * for the administration panel's routes (guard.admin: an administrator, checked before).
 */
export function runBound<T>(guard: Guard | undefined, auth: AuthContext | null, handler: () => T): T {
  if (guard?.level === 'admin') return acrossAgencies('admin', handler);
  if (!auth) return unbound(handler);
  if (auth.agency && auth.profile.status === 'active') {
    return withAgency({ agencyId: auth.agency.id, userId: auth.user.id }, handler);
  }
  return asUser(auth.user.id, handler);
}
