import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents, propertyHistory } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = Omit<typeof documents.$inferInsert, 'agencyId'>;

export async function findDocument(db: DbOrTx, agencyId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(tenantWhere(documents, agencyId, eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listPropertyDocuments(db: DbOrTx, agencyId: string, propertyId: string) {
  return db
    .select()
    .from(documents)
    .where(tenantWhere(documents, agencyId, eq(documents.propertyId, propertyId)))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}

export async function listClientDocuments(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .select()
    .from(documents)
    .where(tenantWhere(documents, agencyId, eq(documents.clientId, clientId)))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}

export async function listHistoryDocuments(db: DbOrTx, agencyId: string, historyIds: readonly string[]) {
  if (historyIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(tenantWhere(documents, agencyId, inArray(documents.historyId, [...historyIds])))
    .orderBy(asc(documents.uploadedAt), asc(documents.fileName));
}

export async function insertDocuments(db: DbOrTx, agencyId: string, rows: readonly NewDocumentRow[]) {
  if (rows.length === 0) return [];
  return db
    .insert(documents)
    .values(rows.map((r) => tenantRow(agencyId, r)))
    .returning();
}

/** Storage keys of the documents a client or a property owns directly (not its history's). */
export async function ownerDocumentKeys(
  db: DbOrTx,
  agencyId: string,
  owner: { kind: 'client' | 'property'; id: string },
): Promise<string[]> {
  const ownerColumn = owner.kind === 'client' ? documents.clientId : documents.propertyId;
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(tenantWhere(documents, agencyId, eq(ownerColumn, owner.id)));
  return rows.map((r) => r.key);
}

/** Attachments of every history entry of the property (they go with it by foreign-key cascade). */
export async function propertyHistoryDocumentKeys(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
): Promise<string[]> {
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .innerJoin(propertyHistory, eq(propertyHistory.id, documents.historyId))
    .where(
      tenantWhere(
        documents,
        agencyId,
        tenantWhere(propertyHistory, agencyId, eq(propertyHistory.propertyId, propertyId)),
        isNotNull(documents.historyId),
      ),
    );
  return rows.map((r) => r.key);
}

/** Every stored document of the agency with its owner columns (which say its bucket). */
export async function agencyDocumentKeys(db: DbOrTx, agencyId: string) {
  return db
    .select({
      storageKey: documents.storageKey,
      clientId: documents.clientId,
      propertyId: documents.propertyId,
      historyId: documents.historyId,
    })
    .from(documents)
    .where(tenantWhere(documents, agencyId));
}

/** Every document row of the agency, oldest first (the agency export lists and copies them all). */
export async function listAgencyDocuments(db: DbOrTx, agencyId: string) {
  return db
    .select()
    .from(documents)
    .where(tenantWhere(documents, agencyId))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}
