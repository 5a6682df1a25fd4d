import type { HistoryClientOption } from '@immopilote/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, propertyHistory } from '../../db/schema';

export type HistoryRow = typeof propertyHistory.$inferSelect;

function requireAgency(agencyId: string): void {
  if (!agencyId) throw new Error('agencyId is required');
}

/** Newest first (000 §7: ordered by date descending); same-day entries by creation. */
export async function listHistory(db: DbOrTx, agencyId: string, propertyId: string): Promise<HistoryRow[]> {
  requireAgency(agencyId);
  return db
    .select()
    .from(propertyHistory)
    .where(and(eq(propertyHistory.agencyId, agencyId), eq(propertyHistory.propertyId, propertyId)))
    .orderBy(desc(propertyHistory.date), desc(propertyHistory.createdAt), desc(propertyHistory.id));
}

export async function insertHistory(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof propertyHistory.$inferInsert, 'agencyId'>,
): Promise<HistoryRow> {
  requireAgency(agencyId);
  const [row] = await db
    .insert(propertyHistory)
    .values({ ...values, agencyId })
    .returning();
  return row!;
}

export async function findClient(db: DbOrTx, agencyId: string, id: string) {
  requireAgency(agencyId);
  const [row] = await db
    .select({ id: clients.id, fullName: clients.fullName, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.agencyId, agencyId), eq(clients.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listClientOptions(db: DbOrTx, agencyId: string): Promise<HistoryClientOption[]> {
  requireAgency(agencyId);
  return db
    .select({ id: clients.id, fullName: clients.fullName, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(eq(clients.agencyId, agencyId))
    .orderBy(asc(clients.fullName), asc(clients.id));
}
