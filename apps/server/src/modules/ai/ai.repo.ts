import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyAiSettings, aiJobs, aiUsage, reviewAnalyses } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ReviewAnalysisRow = typeof reviewAnalyses.$inferSelect;
export type AiJobRow = typeof aiJobs.$inferSelect;
export type NewReviewAnalysis = Omit<typeof reviewAnalyses.$inferInsert, 'agencyId' | 'id' | 'createdAt'>;

// ---- metering -----------------------------------------------------------------------------------

/**
 * Takes one call of the month if the agency is under its limit, in one statement (concurrent
 * requests cannot both take the last one); false when the limit is reached.
 */
export async function takeUsage(
  db: DbOrTx,
  agencyId: string,
  month: string,
  limit: number,
): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(aiUsage)
    .values(tenantRow(agencyId, { month, calls: 1 }))
    .onConflictDoUpdate({
      target: [aiUsage.agencyId, aiUsage.month],
      set: { calls: sql`${aiUsage.calls} + 1` },
      setWhere: lt(aiUsage.calls, limit),
    })
    .returning({ calls: aiUsage.calls });
  return rows.length > 0;
}

/** Gives back a call that produced nothing (provider failure, cancelled). */
export async function giveBackUsage(db: DbOrTx, agencyId: string, month: string): Promise<void> {
  await db
    .update(aiUsage)
    .set({ calls: sql`greatest(${aiUsage.calls} - 1, 0)` })
    .where(tenantWhere(aiUsage, agencyId, eq(aiUsage.month, month)));
}

export async function usageOf(db: DbOrTx, agencyId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ calls: aiUsage.calls })
    .from(aiUsage)
    .where(tenantWhere(aiUsage, agencyId, eq(aiUsage.month, month)));
  return row?.calls ?? 0;
}

// ---- the agency's consent for an external provider ---------------------------------------------

export async function externalProviderEnabled(db: DbOrTx, agencyId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: agencyAiSettings.externalProviderEnabled })
    .from(agencyAiSettings)
    .where(tenantWhere(agencyAiSettings, agencyId));
  return row?.enabled ?? false;
}

export async function saveExternalProviderEnabled(
  db: DbOrTx,
  agencyId: string,
  values: { enabled: boolean; userId: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(agencyAiSettings)
    .values(
      tenantRow(agencyId, {
        externalProviderEnabled: values.enabled,
        updatedBy: values.userId,
        updatedAt: now,
      }),
    )
    .onConflictDoUpdate({
      target: agencyAiSettings.agencyId,
      set: { externalProviderEnabled: values.enabled, updatedBy: values.userId, updatedAt: now },
    });
}

// ---- review analyses -----------------------------------------------------------------------------

export async function insertReviewAnalysis(
  db: DbOrTx,
  agencyId: string,
  values: NewReviewAnalysis,
): Promise<ReviewAnalysisRow> {
  const [row] = await db.insert(reviewAnalyses).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export const REVIEW_ANALYSES_LISTED = 50;

export async function listReviewAnalysisRows(db: DbOrTx, agencyId: string): Promise<ReviewAnalysisRow[]> {
  return db
    .select()
    .from(reviewAnalyses)
    .where(tenantWhere(reviewAnalyses, agencyId))
    .orderBy(desc(reviewAnalyses.createdAt), desc(reviewAnalyses.id))
    .limit(REVIEW_ANALYSES_LISTED);
}

export async function findReviewAnalysis(
  db: DbOrTx,
  agencyId: string,
  id: string,
): Promise<ReviewAnalysisRow | null> {
  const [row] = await db
    .select()
    .from(reviewAnalyses)
    .where(tenantWhere(reviewAnalyses, agencyId, and(eq(reviewAnalyses.id, id))));
  return row ?? null;
}

// ---- AI calls in the jobs room -------------------------------------------------------------------

export async function insertAiJob(
  db: DbOrTx,
  agencyId: string,
  values: Pick<typeof aiJobs.$inferInsert, 'userId' | 'task' | 'engine' | 'month' | 'request'>,
): Promise<AiJobRow> {
  const [row] = await db.insert(aiJobs).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function findAiJob(db: DbOrTx, agencyId: string, id: string): Promise<AiJobRow | null> {
  const [row] = await db
    .select()
    .from(aiJobs)
    .where(tenantWhere(aiJobs, agencyId, eq(aiJobs.id, id)));
  return row ?? null;
}

/** Whether the job is still running (a cancel, or the end, stops the provider call). */
export async function aiJobStatus(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select({ status: aiJobs.status })
    .from(aiJobs)
    .where(tenantWhere(aiJobs, agencyId, eq(aiJobs.id, id)));
  return row?.status ?? null;
}

/**
 * Ends a running job (done, failed or cancelled) in one statement: of a cancel and the end of the
 * call, whichever comes first wins, and the other changes nothing (null).
 */
export async function finishAiJob(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: { status: 'done' | 'failed' | 'cancelled'; result?: unknown; error?: string | null },
): Promise<AiJobRow | null> {
  const [row] = await db
    .update(aiJobs)
    .set({ ...values, finishedAt: new Date() })
    .where(tenantWhere(aiJobs, agencyId, eq(aiJobs.id, id), eq(aiJobs.status, 'running')))
    .returning();
  return row ?? null;
}

export async function saveAiJobResult(db: DbOrTx, agencyId: string, id: string, result: unknown) {
  await db
    .update(aiJobs)
    .set({ result })
    .where(tenantWhere(aiJobs, agencyId, eq(aiJobs.id, id)));
}
