import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyExports } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type AgencyExportRow = typeof agencyExports.$inferSelect;

export async function latestExport(db: DbOrTx, agencyId: string): Promise<AgencyExportRow | null> {
  const [row] = await db
    .select()
    .from(agencyExports)
    .where(tenantWhere(agencyExports, agencyId))
    .orderBy(desc(agencyExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findExport(db: DbOrTx, agencyId: string, id: string): Promise<AgencyExportRow | null> {
  const [row] = await db
    .select()
    .from(agencyExports)
    .where(tenantWhere(agencyExports, agencyId, eq(agencyExports.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertExport(db: DbOrTx, agencyId: string, requestedBy: string) {
  const [row] = await db.insert(agencyExports).values(tenantRow(agencyId, { requestedBy })).returning();
  return row!;
}

export async function markProgress(
  db: DbOrTx,
  agencyId: string,
  id: string,
  progress: { done: number; total: number },
) {
  await db
    .update(agencyExports)
    .set(progress)
    .where(tenantWhere(agencyExports, agencyId, eq(agencyExports.id, id)));
}

/**
 * Ends a pending export (ready or failed); false when it was no longer pending (given up as stale
 * meanwhile: its archive is then not kept).
 */
export async function markExport(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: Pick<AgencyExportRow, 'status' | 'storageKey' | 'readyAt' | 'expiresAt'>,
): Promise<boolean> {
  const rows = await db
    .update(agencyExports)
    .set(values)
    .where(
      tenantWhere(agencyExports, agencyId, eq(agencyExports.id, id), eq(agencyExports.status, 'pending')),
    )
    .returning({ id: agencyExports.id });
  return rows.length === 1;
}

/** The job's sign of life while it builds the archive. */
export async function touchExport(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(agencyExports)
    .set({ heartbeatAt: sql`now()` })
    .where(
      tenantWhere(agencyExports, agencyId, eq(agencyExports.id, id), eq(agencyExports.status, 'pending')),
    );
}

/** Pending exports whose job has shown no sign of life since `before` died with it: failed. */
export async function failStaleExports(db: DbOrTx, agencyId: string, before: Date) {
  await db
    .update(agencyExports)
    .set({ status: 'failed' })
    .where(
      tenantWhere(
        agencyExports,
        agencyId,
        eq(agencyExports.status, 'pending'),
        lt(agencyExports.heartbeatAt, before),
      ),
    );
}

/** The agency's other exports (one archive is kept: the newest), returned so their files can go. */
export async function deleteOtherExports(db: DbOrTx, agencyId: string, keepId: string) {
  return db
    .delete(agencyExports)
    .where(and(tenantWhere(agencyExports, agencyId), ne(agencyExports.id, keepId)))
    .returning({ storageKey: agencyExports.storageKey });
}

/**
 * Takes the one download of a ready, unexpired archive: a single UPDATE, so two downloads at the
 * same time cannot both win. Null when it is not ready, expired, gone or already taken.
 */
export async function claimDownload(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .update(agencyExports)
    .set({ downloadedAt: sql`now()` })
    .where(
      tenantWhere(
        agencyExports,
        agencyId,
        eq(agencyExports.id, id),
        eq(agencyExports.status, 'ready'),
        isNull(agencyExports.downloadedAt),
        isNotNull(agencyExports.storageKey),
        sql`${agencyExports.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}

/** A download cut short gives the archive back (it was not received whole). */
export async function releaseDownload(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(agencyExports)
    .set({ downloadedAt: null })
    .where(tenantWhere(agencyExports, agencyId, eq(agencyExports.id, id)));
}

/** A complete download consumes the archive: the row stays (when, by whom) without its file. */
export async function forgetArchive(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(agencyExports)
    .set({ storageKey: null })
    .where(tenantWhere(agencyExports, agencyId, eq(agencyExports.id, id)));
}

/** Archives past their keeping time, deleted with their rows; the keys are returned so the files go. */
export async function deleteExpiredExports(db: DbOrTx, agencyId: string) {
  return db
    .delete(agencyExports)
    .where(tenantWhere(agencyExports, agencyId, lt(agencyExports.expiresAt, sql`now()`)))
    .returning({ storageKey: agencyExports.storageKey });
}

/** Agencies, for the expiry job that goes through them one at a time. */
