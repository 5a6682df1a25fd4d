import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { requireAgencyId } from './tenant';

/**
 * The agency boundary held by the database (row-level security, migration 0021). Every statement
 * the application sends runs as a non-owner role, with the agency and user of the work in progress
 * set for that statement's transaction only (`set_config(…, true)`, sent in the same round trip:
 * db/bound-postgres.ts, db/pglite-proxy.ts). A table's policy then shows and accepts only that
 * agency's rows: a query that forgets its agency filter finds nothing of another agency and cannot
 * write there.
 *
 * The binding follows the async work that opened it: a request's handler (http/route.ts), a job
 * (jobs/), each agency of a periodic job. Outside any binding the role is the same and no agency
 * is set, so agency tables look empty.
 */

/** The role every request and job runs as; it owns nothing and cannot bypass row-level security. */
export const APP_ROLE = 'immopilote_app';
/** The role of the three reads across agencies below; its policies let it see every agency. */
export const SYSTEM_ROLE = 'immopilote_system';

export interface DbBinding {
  role: typeof APP_ROLE | typeof SYSTEM_ROLE;
  /** '' when none: the policies compare with NULL and match no row. */
  agencyId: string;
  userId: string;
}

const UNBOUND: DbBinding = Object.freeze({ role: APP_ROLE, agencyId: '', userId: '' });

const storage = new AsyncLocalStorage<DbBinding>();

export type Bound<T> = Promise<Awaited<T>>;

/**
 * A drizzle query is a lazy thenable that runs when awaited: `withAgency(s, () => db.select()…)`
 * must start it inside the binding, not where the caller awaits it. An async function awaits it
 * here.
 */
function runWith<T>(binding: DbBinding, work: () => T): Bound<T> {
  return storage.run(binding, async (): Bound<T> => await work());
}

/** What the statement about to be sent runs as (the drivers call this for every statement). */
export function currentBinding(): DbBinding {
  return storage.getStore() ?? UNBOUND;
}

/**
 * Runs `work` with one agency's rows, and only them, visible to every statement it sends. `userId`
 * also shows the caller's own profile row (sign-up, joining or leaving an agency).
 */
export function withAgency<T>(scope: { agencyId: string; userId?: string }, work: () => T): Bound<T> {
  const binding: DbBinding = {
    role: APP_ROLE,
    agencyId: requireAgencyId(scope.agencyId),
    userId: scope.userId ?? '',
  };
  return runWith(binding, work);
}

/** A signed-in person without an active membership: their own profile row and no agency's data. */
export function asUser<T>(userId: string, work: () => T): Bound<T> {
  return runWith({ role: APP_ROLE, agencyId: '', userId }, work);
}

/** No agency, no user: what a public request or a job about no agency sees. */
export function unbound<T>(work: () => T): Bound<T> {
  return runWith(UNBOUND, work);
}

/**
 * The reads across agencies (issue 24), each named for its one purpose so that a search finds
 * every use; `test/agency-boundary.test.ts` fails when any other file calls one:
 * - `admin`: the administration panel (modules/admin, behind guard.admin);
 * - `agencyJobs`: periodic jobs that find the agencies to work on, then enter `withAgency` for each;
 * - `signIn`: sign-in, sign-up and the session lookup (auth/), which must find a person's profile
 *   and agency before any agency is known;
 * - `publicSite`: the agency's public site (issue 29), whose address names the agency by its slug
 *   (like a calendar feed's secret address), and its sitemap, which lists every agency's public
 *   pages; both find agencies only, then read each one bound to it alone;
 * - `signingLink`: the public signing page (issue 30), whose secret (a link by e-mail or the agent's
 *   device) names one signer: it finds that signer's agency and request only, then reads and writes
 *   bound to that agency alone;
 * - `apiKey`: an `/api/v1` request (issue 33), whose bearer secret names one API key: it finds that
 *   key by the hash of its secret only (its agency, scopes, limits), then counts, reads and writes
 *   bound to that agency alone (modules/api-keys/api-key-auth.ts).
 */
export type CrossAgencyPurpose = 'admin' | 'agencyJobs' | 'signIn' | 'publicSite' | 'signingLink' | 'apiKey';

export function acrossAgencies<T>(_purpose: CrossAgencyPurpose, work: () => T): Bound<T> {
  return runWith({ role: SYSTEM_ROLE, agencyId: '', userId: '' }, work);
}

/** The settings of one statement's transaction, in the order of `bindingParams`. */
export const BINDING_SQL =
  "select set_config('role', $1, true), set_config('app.agency_id', $2, true), set_config('app.user_id', $3, true)";

export function bindingParams(binding: DbBinding): [string, string, string] {
  return [binding.role, binding.agencyId, binding.userId];
}

/**
 * A periodic job's pass over agencies: finding them is its read across agencies (`agencyJobs`), then
 * each agency's work runs bound to that agency alone, one after the other.
 */
export async function forEachAgency(
  findAgencies: () => Promise<readonly string[]>,
  work: (agencyId: string) => Promise<void>,
): Promise<void> {
  const agencyIds = await acrossAgencies('agencyJobs', findAgencies);
  for (const agencyId of agencyIds) await withAgency({ agencyId }, () => work(agencyId));
}

/**
 * Within a transaction bound to an agency: these people's profile rows may be written out of it
 * (a member removed or rejected, every member released when the agency closes). PostgreSQL checks
 * an updated row against the read policy too, and a row that left the agency is only its owner's.
 */
export async function releasingProfilesOf(tx: DbOrTx, userIds: readonly string[]): Promise<void> {
  await tx.execute(sql`select set_config('app.user_id', ${userIds.join(',')}, true)`);
}
