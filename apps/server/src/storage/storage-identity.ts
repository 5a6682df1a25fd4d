import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { claimStorageIdentity } from './storage-identity.repo';

/** The file in the local store's folder that names it; the database keeps the same token. */
export const STORAGE_ID_FILE = '.immopilote-storage-id';

export class StorageMismatchError extends Error {}

function localToken(root: string): string {
  const file = path.join(root, STORAGE_ID_FILE);
  fs.mkdirSync(root, { recursive: true });
  try {
    // `wx`: two processes starting together on one shared folder keep the first token written.
    fs.writeFileSync(file, `${randomUUID()}\n`, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * With PostgreSQL and files on local disk, every process must use the same folder (one machine, or
 * one shared mount): a second process with its own DATA_DIR would store files the first one answers
 * 404 for, silently. The first process to start names its folder in the database; a process whose
 * folder holds another token refuses to start, saying why. S3 has no such problem (README).
 */
export async function checkLocalStorageIdentity(db: Db, root: string): Promise<void> {
  const token = localToken(root);
  const known = await claimStorageIdentity(db, token, root);
  if (known && known.token !== token) {
    throw new StorageMismatchError(
      [
        `Les fichiers de cette base PostgreSQL sont dans un autre dossier (${known.root}), pas dans ${root}.`,
        'Plusieurs processus sur une même base doivent partager le même dossier de fichiers, ou utiliser S3 (STORAGE_DRIVER=s3) : voir le README, « Several processes need S3 ».',
        `Files of this PostgreSQL database live in another folder (${known.root}), not in ${root}: several processes need one shared folder or S3.`,
      ].join('\n'),
    );
  }
}
