import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { propertyValuations } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ValuationRow = typeof propertyValuations.$inferSelect;
export type NewValuation = Omit<typeof propertyValuations.$inferInsert, 'agencyId' | 'id' | 'createdAt'>;

export async function insertValuation(
  db: DbOrTx,
  agencyId: string,
  values: NewValuation,
): Promise<ValuationRow> {
  const [row] = await db.insert(propertyValuations).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** The property's latest evaluation, or null (none yet, or another agency's property). */
export async function latestValuation(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
): Promise<ValuationRow | null> {
  const [row] = await db
    .select()
    .from(propertyValuations)
    .where(tenantWhere(propertyValuations, agencyId, eq(propertyValuations.propertyId, propertyId)))
    .orderBy(desc(propertyValuations.createdAt), desc(propertyValuations.id))
    .limit(1);
  return row ?? null;
}
