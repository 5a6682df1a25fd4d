import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage.config';
import type { ObjectStorage } from './storage';

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.driver === 's3' ? new S3Storage(config) : new LocalDiskStorage(config.root);
}
