import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { storageIdentity } from '../src/db/schema';
import {
  checkLocalStorageIdentity,
  STORAGE_ID_FILE,
  StorageMismatchError,
} from '../src/storage/storage-identity';
import { createTestDatabase } from './helpers/test-database';

describe('one local files folder per database', () => {
  let database: Database;
  const folders: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-files-'));
    folders.push(dir);
    return path.join(dir, 'files');
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the first folder names itself; the same folder again is fine; another folder is refused, saying where the files are', async () => {
    const first = folder();
    await checkLocalStorageIdentity(database.db, first);
    const token = fs.readFileSync(path.join(first, STORAGE_ID_FILE), 'utf8').trim();
    expect(await database.ownerDb.select().from(storageIdentity)).toEqual([
      expect.objectContaining({ id: 1, token, root: first }),
    ]);
    await checkLocalStorageIdentity(database.db, first);

    const second = folder();
    const refused = checkLocalStorageIdentity(database.db, second);
    await expect(refused).rejects.toBeInstanceOf(StorageMismatchError);
    await expect(refused).rejects.toThrow(`dans un autre dossier (${first}), pas dans ${second}`);
    // The first folder stays the one named.
    expect((await database.ownerDb.select().from(storageIdentity))[0]!.token).toBe(token);
  });
});
