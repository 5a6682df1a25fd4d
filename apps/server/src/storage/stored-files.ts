import type { Tx } from '../db/client';
import type { AppDeps } from '../deps';
import type { Bucket, ObjectStorage } from './storage';

export interface FileToStore {
  bucket: Bucket;
  key: string;
  body: Buffer;
  contentType: string;
}

export interface StoredFileRef {
  bucket: Bucket;
  key: string;
}

/** Best effort: the caller is already failing or the rows are already gone. */
export async function removeStoredFiles(
  storage: ObjectStorage,
  files: readonly StoredFileRef[],
): Promise<void> {
  const byBucket = new Map<Bucket, string[]>();
  for (const f of files) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.key]);
  await Promise.all([...byBucket].map(([bucket, keys]) => storage.delete(bucket, keys)));
}

/**
 * The one way to save files with their rows: the files are stored first (outside the transaction,
 * so it stays short), then `write` runs in one transaction; if storing or writing fails, the files
 * stored so far are removed. A row therefore never points to a missing file, and no file outlives a
 * failed save. `write` should lock the owner row it attaches files to, so a concurrent delete cannot
 * leave them without one.
 */
export async function storeFilesThenWrite<T>(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  files: readonly FileToStore[],
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const stored: StoredFileRef[] = [];
  try {
    // Sequential: a handful of files per request, and a failure stops before writing the rest.
    for (const f of files) {
      await deps.storage.put(f.bucket, f.key, f.body, f.contentType);
      stored.push({ bucket: f.bucket, key: f.key });
    }
    return await deps.db.transaction(write);
  } catch (err) {
    await removeStoredFiles(deps.storage, stored).catch(() => undefined);
    throw err;
  }
}
