import type { DbOrTx } from '../../db/client';
import { rentalSettings } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

/** The agency's reminder delays, or null when it never chose any. */
export async function findReminderDays(db: DbOrTx, agencyId: string): Promise<number[] | null> {
  const [row] = await db
    .select({ reminderDays: rentalSettings.reminderDays })
    .from(rentalSettings)
    .where(tenantWhere(rentalSettings, agencyId));
  return row?.reminderDays ?? null;
}

export async function saveReminderDays(db: DbOrTx, agencyId: string, reminderDays: number[]) {
  await db
    .insert(rentalSettings)
    .values(tenantRow(agencyId, { reminderDays }))
    .onConflictDoUpdate({ target: rentalSettings.agencyId, set: { reminderDays, updatedAt: new Date() } });
}
