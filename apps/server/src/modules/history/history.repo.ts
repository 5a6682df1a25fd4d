import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { propertyHistory } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type HistoryRow = typeof propertyHistory.$inferSelect;

/** Newest first (000 §7: ordered by date descending); same-day entries by creation. */
export async function listHistory(db: DbOrTx, agencyId: string, propertyId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(propertyHistory)
    .where(tenantWhere(propertyHistory, agencyId, eq(propertyHistory.propertyId, propertyId)))
    .orderBy(desc(propertyHistory.date), desc(propertyHistory.createdAt), desc(propertyHistory.id));
}

export async function insertHistory(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof propertyHistory.$inferInsert, 'agencyId'>,
): Promise<HistoryRow> {
  const [row] = await db.insert(propertyHistory).values(tenantRow(agencyId, values)).returning();
  return row!;
}
