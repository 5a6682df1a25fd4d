import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyAiSettings, aiUsage, reviewAnalyses } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ReviewAnalysisRow = typeof reviewAnalyses.$inferSelect;
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
