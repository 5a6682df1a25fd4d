import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Bucket, ListedObject, ObjectStorage, StoredObject } from './storage';

/** Objects per page of `list`, like one S3 ListObjectsV2 answer. */
const LIST_PAGE = 1000;

/** Every file under `dir`, depth first; a folder that does not exist (yet) holds none. */
async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(bucket: Bucket, key: string): string {
    const full = path.resolve(this.root, bucket, key);
    if (!full.startsWith(path.resolve(this.root, bucket) + path.sep)) throw new Error(`Invalid key ${key}`);
    return full;
  }

  /**
   * Lands whole or not at all: the bytes go to a temporary file beside the target, reach the disk,
   * and only then take the final name (rename is atomic on one file system). A process killed
   * mid-write leaves a `.tmp` that no row names, which the orphan sweep removes.
   */
  async put(bucket: Bucket, key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Unique per write: two processes (or two requests) never share a temporary file.
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      const handle = await fs.open(tmp, 'wx');
      try {
        await handle.writeFile(body);
        // Without it a power cut after the rename can leave the final name on an empty file.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  /** Same guarantees as `put`: copied beside the target, synced, then renamed. */
  async putFile(bucket: Bucket, key: string, sourcePath: string): Promise<void> {
    const file = this.pathOf(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.copyFile(sourcePath, tmp, fs.constants.COPYFILE_EXCL);
      const handle = await fs.open(tmp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(bucket: Bucket, key: string): Promise<StoredObject | null> {
    const file = this.pathOf(bucket, key);
    try {
      const stat = await fs.stat(file);
      return { body: createReadStream(file), size: stat.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(bucket: Bucket, keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.pathOf(bucket, key), { force: true })));
  }

  async *list(bucket: Bucket, prefix = ''): AsyncIterable<ListedObject[]> {
    const bucketDir = path.resolve(this.root, bucket);
    let page: ListedObject[] = [];
    for await (const file of filesUnder(bucketDir)) {
      const key = path.relative(bucketDir, file).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      // Gone since the folder was read (renamed into place, deleted): nothing to report.
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) continue;
      page.push({ key, lastModified: stat.mtime });
      if (page.length === LIST_PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }
}
