import path from 'node:path';
import { z } from 'zod';
import { configError, envFlag } from '../env';

/** The variables the storage family reads. */
export const storageEnv = z.object({
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: envFlag.default(true),
  ORPHAN_FILE_GRACE_MINUTES: z.coerce.number().int().min(0).default(60),
});

/** Where files live, and how old a file no row names must be before the orphan sweep removes it. */
export type StorageConfig = (
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    }
) & {
  /** Longer than any request that stores files: a younger unreferenced file may be a save in progress. */
  orphanGraceMs: number;
};

export function storageConfig(env: z.infer<typeof storageEnv>, dataDir: string): StorageConfig {
  const orphanGraceMs = env.ORPHAN_FILE_GRACE_MINUTES * 60 * 1000;
  if (env.STORAGE_DRIVER === 'local')
    return { driver: 'local', root: path.join(dataDir, 'files'), orphanGraceMs };
  if (!env.S3_BUCKET) {
    throw configError('S3_BUCKET', 'obligatoire quand STORAGE_DRIVER=s3 / required when STORAGE_DRIVER=s3');
  }
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    orphanGraceMs,
  };
}
