import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { Bucket, ObjectStorage } from '../../storage/storage';
import { objectKey } from '../../storage/storage';
import { type DocumentRow, insertDocuments } from './documents.repo';

export type DocumentOwner = { kind: 'client'; id: string } | { kind: 'property'; id: string };
type StoredFile = { bucket: Bucket; key: string };

const bucketOfOwner = (owner: DocumentOwner): Bucket =>
  owner.kind === 'client' ? 'client-documents' : 'property-documents';

/**
 * Stores the file, then its row. Called inside the transaction that creates or locks the owner:
 * if the row (or anything after it in the transaction) fails, `withStoredFiles` removes the file,
 * so a row never points to a missing file and no file outlives a failed save.
 */
export async function storeDocument(
  tx: DbOrTx,
  storage: ObjectStorage,
  agencyId: string,
  input: { owner: DocumentOwner; pdf: Buffer; fileName: string; text: string },
  stored: StoredFile[],
): Promise<DocumentRow> {
  const bucket = bucketOfOwner(input.owner);
  const key = objectKey(agencyId, input.owner.id, `${randomUUID()}.pdf`);
  await storage.put(bucket, key, input.pdf, 'application/pdf');
  stored.push({ bucket, key });
  const [row] = await insertDocuments(tx, agencyId, [
    {
      clientId: input.owner.kind === 'client' ? input.owner.id : null,
      propertyId: input.owner.kind === 'property' ? input.owner.id : null,
      storageKey: key,
      fileName: input.fileName,
      mimeType: 'application/pdf',
      sizeBytes: input.pdf.byteLength,
      text: input.text,
    },
  ]);
  return row!;
}

/** Runs `work` in a transaction; files it stored are deleted again when the transaction fails. */
export async function withStoredFiles<T>(
  db: { transaction<R>(fn: (tx: DbOrTx) => Promise<R>): Promise<R> },
  storage: ObjectStorage,
  work: (tx: DbOrTx, stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    return await db.transaction((tx) => work(tx, stored));
  } catch (err) {
    await Promise.all(stored.map((s) => storage.delete(s.bucket, [s.key]).catch(() => undefined)));
    throw err;
  }
}
