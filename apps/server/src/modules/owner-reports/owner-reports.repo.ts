import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ownerReports } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type OwnerReportRow = typeof ownerReports.$inferSelect;

export async function insertReport(
  db: DbOrTx,
  agencyId: string,
  values: { propertyId: string; recommendation: string; createdBy: string },
) {
  const [row] = await db.insert(ownerReports).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function listReports(db: DbOrTx, agencyId: string, propertyId: string) {
  return db
    .select()
    .from(ownerReports)
    .where(tenantWhere(ownerReports, agencyId, eq(ownerReports.propertyId, propertyId)))
    .orderBy(desc(ownerReports.createdAt), desc(ownerReports.id));
}

export async function findReport(db: DbOrTx, agencyId: string, propertyId: string, id: string) {
  const [row] = await db
    .select()
    .from(ownerReports)
    .where(
      tenantWhere(ownerReports, agencyId, eq(ownerReports.id, id), eq(ownerReports.propertyId, propertyId)),
    );
  return row ?? null;
}

export async function markSent(db: DbOrTx, agencyId: string, id: string, to: string) {
  await db
    .update(ownerReports)
    .set({ sentTo: to, sentAt: new Date() })
    .where(tenantWhere(ownerReports, agencyId, eq(ownerReports.id, id)));
}
