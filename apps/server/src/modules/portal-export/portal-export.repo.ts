import type { PortalExportExclusion } from '@immopilote/contracts';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portalExports } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type PortalExportRow = typeof portalExports.$inferSelect;

export async function insertExport(db: DbOrTx, agencyId: string, requestedBy: string) {
  const [row] = await db.insert(portalExports).values(tenantRow(agencyId, { requestedBy })).returning();
  return row!;
}

export async function latestExport(db: DbOrTx, agencyId: string): Promise<PortalExportRow | null> {
  const [row] = await db
    .select()
    .from(portalExports)
    .where(tenantWhere(portalExports, agencyId))
    .orderBy(desc(portalExports.createdAt), desc(portalExports.id))
    .limit(1);
  return row ?? null;
}

export async function findExport(db: DbOrTx, agencyId: string, id: string): Promise<PortalExportRow | null> {
  const [row] = await db
    .select()
    .from(portalExports)
    .where(tenantWhere(portalExports, agencyId, eq(portalExports.id, id)))
    .limit(1);
  return row ?? null;
}

/** Exports of the agency still waiting or running. */
export async function unfinishedExports(db: DbOrTx, agencyId: string): Promise<PortalExportRow[]> {
  return db
    .select()
    .from(portalExports)
    .where(tenantWhere(portalExports, agencyId, inArray(portalExports.status, ['pending', 'running'])));
}

export async function markRunning(db: DbOrTx, agencyId: string, id: string, total: number) {
  await db
    .update(portalExports)
    .set({ status: 'running', total, done: 0, heartbeatAt: sql`now()` })
    .where(tenantWhere(portalExports, agencyId, eq(portalExports.id, id)));
}

/** The job's sign of life while it builds the ZIP. */
export async function touchExport(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(portalExports)
    .set({ heartbeatAt: sql`now()` })
    .where(tenantWhere(portalExports, agencyId, eq(portalExports.id, id)));
}

/** Unfinished exports whose job has shown no sign of life since `before` died with it: failed. */
export async function failStaleExports(db: DbOrTx, agencyId: string, before: Date) {
  await db
    .update(portalExports)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(
      tenantWhere(
        portalExports,
        agencyId,
        inArray(portalExports.status, ['pending', 'running']),
        lt(portalExports.heartbeatAt, before),
      ),
    );
}

export async function setProgress(db: DbOrTx, agencyId: string, id: string, done: number) {
  await db
    .update(portalExports)
    .set({ done })
    .where(tenantWhere(portalExports, agencyId, eq(portalExports.id, id)));
}

export async function markFailed(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(portalExports)
    .set({ status: 'failed', finishedAt: new Date() })
    .where(tenantWhere(portalExports, agencyId, eq(portalExports.id, id)));
}

export async function markDone(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: { storageKey: string | null; included: number; excluded: PortalExportExclusion[]; done: number },
) {
  await db
    .update(portalExports)
    .set({ ...values, status: 'done', finishedAt: new Date() })
    .where(tenantWhere(portalExports, agencyId, eq(portalExports.id, id)));
}

/** Deletes the agency's finished exports other than `keepId`; answers the keys of their files. */
export async function deleteOtherFinishedExports(db: DbOrTx, agencyId: string, keepId: string) {
  const rows = await db
    .delete(portalExports)
    .where(
      tenantWhere(
        portalExports,
        agencyId,
        and(ne(portalExports.id, keepId), inArray(portalExports.status, ['done', 'failed'])),
      ),
    )
    .returning({ key: portalExports.storageKey });
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
