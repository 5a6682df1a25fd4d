import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Bucket, ListedObject, ObjectStorage, StoredObject } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** S3's DeleteObjects accepts at most 1000 keys per call. */
const DELETE_BATCH = 1000;

/**
 * S3-compatible storage (AWS, MinIO, Scaleway, OVH…). One S3 bucket holds every logical bucket
 * as a key prefix, so a deployment needs a single bucket and one set of credentials.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: Pick<S3Client, 'send'>;
  private readonly bucket: string;

  constructor(options: S3StorageOptions, client?: Pick<S3Client, 'send'>) {
    this.bucket = options.bucket;
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: with the SDK's default a streamed upload goes out
      // as `aws-chunked` with a trailing checksum, which several S3-compatible services refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    };
    this.client = client ?? new S3Client(config);
  }

  private keyOf(bucket: Bucket, key: string): string {
    if (key.includes('..') || key.startsWith('/')) throw new Error(`Invalid key ${key}`);
    return `${bucket}/${key}`;
  }

  async put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(bucket, key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  /** One PutObject streamed from the file (S3 takes up to 5 GB in one put when the length is known). */
  async putFile(bucket: Bucket, key: string, sourcePath: string, contentType: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(bucket, key),
        Body: createReadStream(sourcePath),
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  async get(bucket: Bucket, key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(bucket, key) }),
      );
      if (!res.Body) return null;
      const body =
        res.Body instanceof Readable
          ? res.Body
          : Readable.from(res.Body as unknown as AsyncIterable<Uint8Array>);
      return { body, size: res.ContentLength ?? 0 };
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async delete(bucket: Bucket, keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const res = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.keyOf(bucket, key) })), Quiet: true },
        }),
      );
      if (res.Errors && res.Errors.length > 0) {
        throw new Error(`S3 delete failed for ${res.Errors.length} object(s): ${res.Errors[0]?.Code}`);
      }
    }
  }

  /** One ListObjectsV2 page (up to 1000 keys) at a time; a PutObject is atomic, so no partial object is ever listed. */
  async *list(bucket: Bucket, prefix = ''): AsyncIterable<ListedObject[]> {
    const root = `${bucket}/`;
    let continuationToken: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${root}${prefix}`,
          ContinuationToken: continuationToken,
        }),
      );
      const page = (res.Contents ?? []).flatMap((o) =>
        o.Key?.startsWith(root) && o.LastModified
          ? [{ key: o.Key.slice(root.length), lastModified: o.LastModified }]
          : [],
      );
      if (page.length > 0) yield page;
      continuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (continuationToken);
  }
}
