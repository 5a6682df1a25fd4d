import { and, desc, eq, ne } from 'drizzle-orm';
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

export async function markExport(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: Pick<AgencyExportRow, 'status' | 'storageKey' | 'readyAt'>,
) {
  await db
    .update(agencyExports)
    .set(values)
    .where(tenantWhere(agencyExports, agencyId, eq(agencyExports.id, id)));
}

/** The agency's other exports (one archive is kept: the newest), returned so their files can go. */
export async function deleteOtherExports(db: DbOrTx, agencyId: string, keepId: string) {
  return db
    .delete(agencyExports)
    .where(and(tenantWhere(agencyExports, agencyId), ne(agencyExports.id, keepId)))
    .returning({ storageKey: agencyExports.storageKey });
}
