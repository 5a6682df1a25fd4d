import { LocalDiskStorage } from './local-disk-storage';
import type { StorageConfig } from './storage.config';
import type { ObjectStorage } from './storage';

export async function createStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (config.driver === 'local') return new LocalDiskStorage(config.root);
  // The AWS SDK takes a quarter of a second to load: only installs that use S3 pay for it.
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config);
}
