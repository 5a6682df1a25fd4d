import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyClocks } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ClockRow = typeof agencyClocks.$inferSelect;

/** The agency's clocks: null for every agency but the demonstration one. */
export async function findClock(db: DbOrTx, agencyId: string): Promise<ClockRow | null> {
  const [row] = await db.select().from(agencyClocks).where(tenantWhere(agencyClocks, agencyId));
  return row ?? null;
}

/** Makes the agency the demonstration agency, both clocks on real time (idempotent). */
export async function insertClock(db: DbOrTx, agencyId: string): Promise<void> {
  await db
    .insert(agencyClocks)
    .values(tenantRow(agencyId, {}))
    .onConflictDoNothing({ target: agencyClocks.agencyId });
}

/** Moves the agency's retention clock on; null when the agency has no clocks (never creates them). */
export async function addRetentionOffset(db: DbOrTx, agencyId: string, addMs: number) {
  const [row] = await db
    .update(agencyClocks)
    .set({ retentionOffsetMs: sql`${agencyClocks.retentionOffsetMs} + ${addMs}` })
    .where(tenantWhere(agencyClocks, agencyId))
    .returning();
  return row ?? null;
}
