import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rentReceipts } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

export async function findReceipt(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(rentReceipts)
    .where(tenantWhere(rentReceipts, agencyId, eq(rentReceipts.id, id)));
  return row ?? null;
}

/** A lease's receipts, the latest period first. */
export async function listReceiptsOfLease(db: DbOrTx, agencyId: string, leaseId: string) {
  return db
    .select()
    .from(rentReceipts)
    .where(tenantWhere(rentReceipts, agencyId, eq(rentReceipts.leaseId, leaseId)))
    .orderBy(desc(rentReceipts.period), desc(rentReceipts.createdAt));
}

/** Notes the PDF once: a second writer (download and run at once) keeps the first key. */
export async function setReceiptPdf(db: DbOrTx, agencyId: string, id: string, pdfKey: string) {
  await db
    .update(rentReceipts)
    .set({ pdfKey })
    .where(tenantWhere(rentReceipts, agencyId, and(eq(rentReceipts.id, id), isNull(rentReceipts.pdfKey))));
}

/** Receipts whose PDF is still to draw (a crash after the commit, or a payment in a caller's transaction). */
export async function listReceiptsWithoutPdf(db: DbOrTx, agencyId: string, limit: number) {
  return db
    .select({ id: rentReceipts.id })
    .from(rentReceipts)
    .where(tenantWhere(rentReceipts, agencyId, isNull(rentReceipts.pdfKey)))
    .limit(limit);
}
