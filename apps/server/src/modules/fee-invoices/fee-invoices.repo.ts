import type { FeeInvoiceStatus } from '@immopilote/contracts';
import { asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, feeInvoiceCounters, feeInvoices } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type FeeInvoiceRow = typeof feeInvoices.$inferSelect;
export type NewFeeInvoice = Omit<typeof feeInvoices.$inferInsert, 'agencyId' | 'createdAt' | 'paidOn'> & {
  id: string;
  number: number;
};

/**
 * The next invoice number, taken in the caller's transaction: the upsert locks the agency's counter
 * row until the commit, so concurrent issues queue one behind the other, and a rollback gives the
 * number back (no gap, no duplicate).
 */
export async function takeNextNumber(tx: DbOrTx, agencyId: string): Promise<number> {
  const [row] = await tx
    .insert(feeInvoiceCounters)
    .values(tenantRow(agencyId, { lastNumber: 1 }))
    .onConflictDoUpdate({
      target: feeInvoiceCounters.agencyId,
      set: { lastNumber: sql`${feeInvoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: feeInvoiceCounters.lastNumber });
  return row!.number;
}

export async function insertInvoice(tx: DbOrTx, agencyId: string, values: NewFeeInvoice) {
  const [row] = await tx.insert(feeInvoices).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** How many of these client ids are this agency's clients (a foreign key does not look through the boundary). */
export async function countAgencyClients(db: DbOrTx, agencyId: string, clientIds: readonly string[]) {
  if (clientIds.length === 0) return 0;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(tenantWhere(clients, agencyId, inArray(clients.id, [...clientIds])));
  return rows.length;
}

export async function listOfDeal(db: DbOrTx, agencyId: string, dealId: string) {
  return db
    .select()
    .from(feeInvoices)
    .where(tenantWhere(feeInvoices, agencyId, eq(feeInvoices.dealId, dealId)))
    .orderBy(asc(feeInvoices.number));
}

/** The agency's invoices, latest number first, optionally only the unpaid or the paid ones. */
export async function listInvoices(db: DbOrTx, agencyId: string, status?: FeeInvoiceStatus) {
  const paid =
    status === 'paid'
      ? isNotNull(feeInvoices.paidOn)
      : status === 'issued'
        ? isNull(feeInvoices.paidOn)
        : undefined;
  return db
    .select()
    .from(feeInvoices)
    .where(tenantWhere(feeInvoices, agencyId, paid))
    .orderBy(desc(feeInvoices.number));
}

export async function findInvoice(db: DbOrTx, agencyId: string, id: string): Promise<FeeInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(feeInvoices)
    .where(tenantWhere(feeInvoices, agencyId, eq(feeInvoices.id, id)))
    .limit(1);
  return row ?? null;
}

/** Records the payment once: null when the invoice is already paid (or not this agency's). */
export async function markPaid(db: DbOrTx, agencyId: string, id: string, paidOn: string) {
  const [row] = await db
    .update(feeInvoices)
    .set({ paidOn })
    .where(tenantWhere(feeInvoices, agencyId, eq(feeInvoices.id, id), isNull(feeInvoices.paidOn)))
    .returning();
  return row ?? null;
}

/** Invoices whose ten years are over on `today`. */
export async function listPastRetention(db: DbOrTx, agencyId: string, today: string) {
  return db
    .select({ id: feeInvoices.id, number: feeInvoices.number, pdfKey: feeInvoices.pdfKey })
    .from(feeInvoices)
    .where(tenantWhere(feeInvoices, agencyId, lte(feeInvoices.retainUntil, today)));
}

/** The retention round's deletion; the database refuses any other (migration 0038). */
export async function deleteInvoices(tx: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(feeInvoices).where(tenantWhere(feeInvoices, agencyId, inArray(feeInvoices.id, [...ids])));
}

/** Every invoice of the agency, in the order of their numbers (the agency export). */
export async function listAllInvoices(db: DbOrTx, agencyId: string) {
  return db
    .select()
    .from(feeInvoices)
    .where(tenantWhere(feeInvoices, agencyId))
    .orderBy(asc(feeInvoices.number));
}
