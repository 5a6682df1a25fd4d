import { acrossAgencies, asUser, type Bound, unbound, withAgency } from '../db/agency-scope';
import type { AuthContext } from './context';
import type { Guard } from './guards';

interface BindingOptions {
  guard?: Guard;
  /** RouteOptions.signIn (http/route.ts). */
  signIn?: true;
}

/**
 * Runs a request's handler bound to what its caller may see in the database (db/agency-scope.ts):
 * an active member's agency, a signed-in person's own profile, nothing for the public; every agency
 * for the administration panel's routes (guard.admin: an administrator, checked before) and for the
 * routes that identify their caller themselves (`signIn`).
 */
export function runBound<T>(options: BindingOptions, auth: AuthContext | null, handler: () => T): Bound<T> {
  if (options.guard?.level === 'admin') return acrossAgencies('admin', handler);
  if (options.signIn) return acrossAgencies('signIn', handler);
  if (!auth) return unbound(handler);
  if (auth.agency && auth.profile.status === 'active') {
    return withAgency({ agencyId: auth.agency.id, userId: auth.user.id }, handler);
  }
  return asUser(auth.user.id, handler);
}
