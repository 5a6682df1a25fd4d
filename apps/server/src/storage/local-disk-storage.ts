import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Bucket, ObjectStorage, StoredObject } from './storage';

export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(bucket: Bucket, key: string): string {
    const full = path.resolve(this.root, bucket, key);
    if (!full.startsWith(path.resolve(this.root, bucket) + path.sep)) throw new Error(`Invalid key ${key}`);
    return full;
  }

  async put(bucket: Bucket, key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
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
}
