import type { StoredDocument } from '@immopilote/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';
import type { Bucket } from '../../storage/storage';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

function requireAgency(agencyId: string): void {
  if (!agencyId) throw new Error('agencyId is required');
}

/** The table says whose file it is; the owner says which bucket holds it. */
export function bucketOfDocument(row: Pick<DocumentRow, 'clientId' | 'propertyId' | 'historyId'>): Bucket {
  if (row.historyId) return 'history-documents';
  if (row.propertyId) return 'property-documents';
  return 'client-documents';
}

export function downloadUrlOf(id: string): string {
  return `/api/documents/${id}/download`;
}

export function toStoredDocument(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    text: row.text,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: downloadUrlOf(row.id),
  };
}

export async function findDocument(db: DbOrTx, agencyId: string, id: string): Promise<DocumentRow | null> {
  requireAgency(agencyId);
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.agencyId, agencyId), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listPropertyDocuments(db: DbOrTx, agencyId: string, propertyId: string) {
  requireAgency(agencyId);
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.agencyId, agencyId), eq(documents.propertyId, propertyId)))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}

export async function listClientDocuments(db: DbOrTx, agencyId: string, clientId: string) {
  requireAgency(agencyId);
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.agencyId, agencyId), eq(documents.clientId, clientId)))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}

export async function listHistoryDocuments(db: DbOrTx, agencyId: string, historyIds: readonly string[]) {
  requireAgency(agencyId);
  if (historyIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.agencyId, agencyId), inArray(documents.historyId, [...historyIds])))
    .orderBy(asc(documents.uploadedAt), asc(documents.fileName));
}

export async function insertDocuments(
  db: DbOrTx,
  agencyId: string,
  rows: readonly Omit<NewDocumentRow, 'agencyId'>[],
) {
  requireAgency(agencyId);
  if (rows.length === 0) return [];
  return db
    .insert(documents)
    .values(rows.map((r) => ({ ...r, agencyId })))
    .returning();
}
