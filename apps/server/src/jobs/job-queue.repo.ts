import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobQueue } from '../db/schema';

/** The PGlite queue's rows (job-queue.schema.ts). Not agency data: no agency filter applies. */

export type QueuedJobRow = typeof jobQueue.$inferSelect;

/**
 * A new job, or null when its key is still taken. A key whose job is done and whose time has passed
 * is taken again by the same statement, so two enqueues at once cannot both win.
 */
export async function insertJob(
  db: DbOrTx,
  values: { name: string; key: string | null; payload: unknown; keyUntil: Date | null },
): Promise<string | null> {
  const fresh = {
    payload: values.payload,
    state: 'waiting' as const,
    failures: 0,
    runAfter: sql`now()`,
    keyUntil: values.keyUntil,
    createdAt: sql`now()`,
  };
  const rows = await db
    .insert(jobQueue)
    .values({ name: values.name, key: values.key, ...fresh })
    .onConflictDoUpdate({
      target: [jobQueue.name, jobQueue.key],
      set: fresh,
      setWhere: sql`${jobQueue.state} = 'done' and ${jobQueue.keyUntil} <= now()`,
    })
    .returning({ id: jobQueue.id });
  return rows[0]?.id ?? null;
}

export async function markRunning(db: DbOrTx, id: string) {
  await db.update(jobQueue).set({ state: 'running' }).where(eq(jobQueue.id, id));
}

export async function markRetry(db: DbOrTx, id: string, failures: number, runAfter: Date) {
  await db.update(jobQueue).set({ state: 'waiting', failures, runAfter }).where(eq(jobQueue.id, id));
}

/** Done or given up: a keyed job's row stays until its key may be used again; any other goes. */
export async function finishJob(db: DbOrTx, id: string) {
  await db
    .delete(jobQueue)
    .where(and(eq(jobQueue.id, id), sql`(${jobQueue.keyUntil} is null or ${jobQueue.keyUntil} <= now())`));
  await db.update(jobQueue).set({ state: 'done' }).where(eq(jobQueue.id, id));
}

/**
 * At start: the jobs of these names that a previous process left. One that was running died with
 * that process: its run counts as a failed attempt (as pg-boss counts an expired job).
 */
export async function leftJobs(db: DbOrTx, names: readonly string[]): Promise<QueuedJobRow[]> {
  if (names.length === 0) return [];
  await db
    .update(jobQueue)
    .set({ state: 'waiting', failures: sql`${jobQueue.failures} + 1`, runAfter: sql`now()` })
    .where(and(eq(jobQueue.state, 'running'), inArray(jobQueue.name, names)));
  return db
    .select()
    .from(jobQueue)
    .where(and(eq(jobQueue.state, 'waiting'), inArray(jobQueue.name, names)))
    .orderBy(jobQueue.createdAt);
}

/** Keys whose time has passed. */
export async function purgeExpiredKeys(db: DbOrTx) {
  await db.delete(jobQueue).where(and(eq(jobQueue.state, 'done'), lte(jobQueue.keyUntil, sql`now()`)));
}
