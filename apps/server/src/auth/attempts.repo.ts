import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts, signInFailures } from '../db/schema';

export interface AttemptCount {
  hits: number;
  /** Until the key's window ends: what a refused client is told to wait (Retry-After). */
  secondsLeft: number;
}

/**
 * Counts one attempt under each key in one statement and returns the counts. The upsert is atomic,
 * so concurrent requests on any number of processes each see a distinct count; the database's
 * clock decides when a window ends, so processes never disagree about it.
 */
export async function countAttempts(
  db: Db,
  keys: readonly string[],
  windowMs: number,
): Promise<AttemptCount[]> {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const rows = await db
    .insert(authAttempts)
    .values(keys.map((key) => ({ key, hits: 1, windowEndsAt: windowEnd })))
    .onConflictDoUpdate({
      target: authAttempts.key,
      // Both expressions read the row as it was: an ended window starts again at 1.
      set: {
        hits: sql`case when ${authAttempts.windowEndsAt} <= now() then 1 else ${authAttempts.hits} + 1 end`,
        windowEndsAt: sql`case when ${authAttempts.windowEndsAt} <= now() then excluded.window_ends_at else ${authAttempts.windowEndsAt} end`,
      },
    })
    .returning({
      hits: authAttempts.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${authAttempts.windowEndsAt} - now())))::int`,
    });
  return rows.map((row) => ({ hits: row.hits, secondsLeft: Number(row.secondsLeft) }));
}

/** The counts of windows still running under these keys, without counting anything. */
export async function peekAttempts(db: Db, keys: readonly string[]): Promise<Map<string, AttemptCount>> {
  const rows = await db
    .select({
      key: authAttempts.key,
      hits: authAttempts.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${authAttempts.windowEndsAt} - now())))::int`,
    })
    .from(authAttempts)
    .where(and(inArray(authAttempts.key, [...keys]), gt(authAttempts.windowEndsAt, sql`now()`)));
  return new Map(rows.map((row) => [row.key, { hits: row.hits, secondsLeft: Number(row.secondsLeft) }]));
}

/** After this long without a wrong password, an account's record starts again from one. */
const FAILURE_RECORD_RESETS_AFTER = sql`interval '30 days'`;

/** One more wrong password on the account's lasting record (sign_in_failures), in one statement. */
export async function recordAccountFailure(db: Db, userId: string) {
  await db
    .insert(signInFailures)
    .values({ userId, count: 1, since: sql`now()`, lastAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.userId,
      set: {
        count: sql`case when ${signInFailures.lastAt} < now() - ${FAILURE_RECORD_RESETS_AFTER} then 1 else ${signInFailures.count} + 1 end`,
        since: sql`case when ${signInFailures.lastAt} < now() - ${FAILURE_RECORD_RESETS_AFTER} then now() else ${signInFailures.since} end`,
        lastAt: sql`now()`,
      },
    });
}

export async function purgeEndedAttemptWindows(db: Db) {
  await db.delete(authAttempts).where(lt(authAttempts.windowEndsAt, sql`now()`));
}
