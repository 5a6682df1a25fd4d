import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

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

export async function purgeEndedAttemptWindows(db: Db) {
  await db.delete(authAttempts).where(lt(authAttempts.windowEndsAt, sql`now()`));
}
