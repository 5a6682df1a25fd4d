import { asc, desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signatureEvents, signatureRequests, signatureSigners } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;
export type SignatureEventRow = typeof signatureEvents.$inferSelect;

export async function insertRequest(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof signatureRequests.$inferInsert, 'agencyId'>,
): Promise<SignatureRequestRow> {
  const [row] = await tx.insert(signatureRequests).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function insertSigners(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof signatureSigners.$inferInsert, 'agencyId'>[],
): Promise<SignerRow[]> {
  return tx
    .insert(signatureSigners)
    .values(values.map((v) => tenantRow(agencyId, v)))
    .returning();
}

export async function insertEvent(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof signatureEvents.$inferInsert, 'agencyId'>,
): Promise<void> {
  await tx.insert(signatureEvents).values(tenantRow(agencyId, values));
}

export async function findRequests(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, inArray(signatureRequests.id, [...ids])))
    .orderBy(desc(signatureRequests.createdAt));
}

export async function listSignersOf(db: DbOrTx, agencyId: string, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(signatureSigners)
    .where(tenantWhere(signatureSigners, agencyId, inArray(signatureSigners.requestId, [...requestIds])))
    .orderBy(asc(signatureSigners.requestId), asc(signatureSigners.position));
}
