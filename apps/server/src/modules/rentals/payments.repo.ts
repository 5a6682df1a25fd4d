import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rentCalls, rentPayments, rentReceipts } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type RentPaymentRow = typeof rentPayments.$inferSelect;
export type RentReceiptRow = typeof rentReceipts.$inferSelect;
type NewPayment = Omit<typeof rentPayments.$inferInsert, 'agencyId' | 'id' | 'createdAt'>;
type NewReceipt = Omit<typeof rentReceipts.$inferInsert, 'agencyId' | 'id' | 'createdAt' | 'pdfKey'>;

/**
 * The call, locked until the caller's transaction ends: two payments on one call queue one behind
 * the other, so the second sees the balance the first left. Null for another agency's id.
 */
export async function lockCall(tx: DbOrTx, agencyId: string, callId: string) {
  const [row] = await tx
    .select()
    .from(rentCalls)
    .where(tenantWhere(rentCalls, agencyId, eq(rentCalls.id, callId)))
    .for('update');
  return row ?? null;
}

export async function insertPayment(tx: DbOrTx, agencyId: string, values: NewPayment) {
  const [row] = await tx.insert(rentPayments).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** Raises what the call has received; the CHECK (paid ≤ total) stands behind the balance test. */
export async function addToPaid(tx: DbOrTx, agencyId: string, callId: string, cents: number) {
  const [row] = await tx
    .update(rentCalls)
    .set({ paidCents: sql`${rentCalls.paidCents} + ${cents}` })
    .where(tenantWhere(rentCalls, agencyId, eq(rentCalls.id, callId)))
    .returning();
  return row!;
}

export async function insertReceipt(tx: DbOrTx, agencyId: string, values: NewReceipt) {
  const [row] = await tx.insert(rentReceipts).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** The payments of a call in the order they were recorded. */
export async function listPaymentsOfCall(db: DbOrTx, agencyId: string, callId: string) {
  return db
    .select()
    .from(rentPayments)
    .where(tenantWhere(rentPayments, agencyId, eq(rentPayments.rentCallId, callId)))
    .orderBy(asc(rentPayments.createdAt), asc(rentPayments.id));
}

export async function findPayment(db: DbOrTx, agencyId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(rentPayments)
    .where(tenantWhere(rentPayments, agencyId, and(eq(rentPayments.id, paymentId))));
  return row ?? null;
}
