import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { ObjectStorage } from '../../storage/storage';
import { objectKey } from '../../storage/storage';
import { bucketOfOwner, type DocumentOwner, type DocumentRow, insertDocument } from './documents.repo';

/**
 * Stores the file, then its row. Called inside the transaction that creates or locks the owner:
 * if the row (or anything after it in the transaction) fails, the caller's `onRollback` removes the
 * file, so a row never points to a missing file and no file outlives a failed save.
 */
export async function storeDocument(
  tx: DbOrTx,
  storage: ObjectStorage,
  agencyId: string,
  input: { owner: DocumentOwner; pdf: Buffer; fileName: string; text: string },
  stored: { bucket: ReturnType<typeof bucketOfOwner>; key: string }[],
): Promise<DocumentRow> {
  const bucket = bucketOfOwner(input.owner);
  const key = objectKey(agencyId, input.owner.id, `${randomUUID()}.pdf`);
  await storage.put(bucket, key, input.pdf, 'application/pdf');
  stored.push({ bucket, key });
  return insertDocument(tx, agencyId, {
    owner: input.owner,
    storageKey: key,
    fileName: input.fileName,
    sizeBytes: input.pdf.byteLength,
    text: input.text,
  });
}

/** Runs `work` in a transaction; files it stored are deleted again when the transaction fails. */
export async function withStoredFiles<T>(
  db: { transaction<R>(fn: (tx: DbOrTx) => Promise<R>): Promise<R> },
  storage: ObjectStorage,
  work: (tx: DbOrTx, stored: { bucket: ReturnType<typeof bucketOfOwner>; key: string }[]) => Promise<T>,
): Promise<T> {
  const stored: { bucket: ReturnType<typeof bucketOfOwner>; key: string }[] = [];
  try {
    return await db.transaction((tx) => work(tx, stored));
  } catch (err) {
    await Promise.all(stored.map((s) => storage.delete(s.bucket, [s.key]).catch(() => undefined)));
    throw err;
  }
}
