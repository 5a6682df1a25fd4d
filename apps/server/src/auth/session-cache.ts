import { acrossAgencies } from '../db/agency-scope';
import type { Database } from '../db/client';
import { type AuthContext, toAuthContext } from './context';
import { currentEpochs, findLiveSession } from './sessions.repo';

/** An entry serves at most this long, whatever the epoch says: it bounds memory, not correctness. */
const ENTRY_TTL_MS = 10_000;
/** Beyond this many sessions the oldest entries go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 10_000;
/** The channel migration 0014's triggers notify on every change to the rows a session rests on. */
const CHANNEL = 'immopilote_auth';

interface Entry {
  context: AuthContext;
  /** The database epoch the rows were read at (PostgreSQL), or the local generation (PGlite). */
  version: number;
  sessionExpiresAt: number;
  cachedAt: number;
}

export interface LoadedSession {
  context: AuthContext;
  /**
   * PostgreSQL, when the entry was confirmed: the epoch of the caller's agency's property lists,
   * read in the same statement as the auth epoch, for the list cache to use rather than read again.
   */
  propertyListEpoch?: number;
}

export interface SessionCache {
  /** The caller's context, as the database holds it now; null for an unknown or expired session. */
  load(sessionId: string): Promise<LoadedSession | null>;
  close(): Promise<void>;
}

/**
 * Signed-in requests' session, profile, agency and subscription state, kept in memory between
 * requests, never stale. Every change to those rows bumps the auth epoch in the writing transaction
 * (triggers of migration 0014: sign-out, password reset, member removed, role or permission change,
 * plan change or expiry, two-factor change).
 *
 * - PGlite belongs to this one process (data-dir lock) and delivers the trigger's notification
 *   before the writing statement resolves, so the cache is cleared before any later request runs:
 *   a hit costs no query at all.
 * - PostgreSQL may be written by other processes, whose notifications arrive asynchronously: a hit
 *   is confirmed by reading the epoch (one tiny prepared query, no joins; it reads the agency's
 *   property list epoch too, for the list cache), and the full context is reloaded when it moved.
 *   Revocation therefore takes effect at the very next request everywhere.
 */
export async function createSessionCache(
  database: Database,
  adminEmails: readonly string[],
): Promise<SessionCache> {
  const { db } = database;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let unlisten: (() => Promise<void>) | null = null;
  if (database.kind === 'pglite' && database.pglite) {
    unlisten = await database.pglite.listen(CHANNEL, () => {
      generation += 1;
      entries.clear();
    });
  }
  const local = unlisten !== null;

  function remember(sessionId: string, context: AuthContext, version: number, expiresAt: Date) {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(sessionId, {
      context,
      version,
      sessionExpiresAt: expiresAt.getTime(),
      cachedAt: Date.now(),
    });
  }

  // Before the session is read no agency is known: one of the three reads across agencies.
  const load = (sessionId: string) => acrossAgencies('signIn', () => loadSession(sessionId));

  async function loadSession(sessionId: string): Promise<LoadedSession | null> {
    const now = Date.now();
    const entry = entries.get(sessionId);
    const usable = entry && now < entry.sessionExpiresAt && now - entry.cachedAt < ENTRY_TTL_MS;
    if (entry && !usable) entries.delete(sessionId);
    if (local) {
      if (usable && entry.version === generation) return { context: entry.context };
      // A revocation committed while the query runs bumps the generation: that answer is not kept.
      const readAt = generation;
      const row = await findLiveSession(db, sessionId);
      if (!row) return null;
      const context = toAuthContext(row, sessionId, adminEmails);
      if (readAt === generation) remember(sessionId, context, readAt, row.expiresAt);
      return { context };
    }
    if (usable) {
      const epochs = await currentEpochs(db, entry.context.agency?.id ?? null);
      if (entry.version === epochs.auth) {
        return { context: entry.context, propertyListEpoch: epochs.propertyList ?? undefined };
      }
    }
    const row = await findLiveSession(db, sessionId);
    if (!row) {
      entries.delete(sessionId);
      return null;
    }
    const context = toAuthContext(row, sessionId, adminEmails);
    remember(sessionId, context, row.epoch, row.expiresAt);
    return { context };
  }

  return {
    load,
    async close() {
      entries.clear();
      await unlisten?.();
    },
  };
}
