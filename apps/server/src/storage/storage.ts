import type { Readable } from 'node:stream';
import { AppError } from '../errors';

export const BUCKETS = [
  'property-photos',
  'property-documents',
  'client-documents',
  'history-documents',
  'agency-exports',
  'portal-exports',
  // Raw inbound e-mails (issue 29): the message a lead came from, kept whole (`{agencyId}/{messageId}/…`).
  'inbound-mail',
  // The public site's image sizes (AVIF, WebP, OpenGraph JPEG), made from a photo on first request:
  // `{agencyId}/{photoId}/{size}.{format}`, removed by the sweep once the photo is gone.
  'site-images',
  // Signature requests (issue 30): `{agencyId}/{requestId}/original.pdf`, the sealed PDF, the proof
  // file (PDF and JSON) and each drawn signature; kept ten years with their request.
  'signatures',
  // The owner notices' PDFs as they were sent (décret 72-678 art. 77): `{agencyId}/{noticeId}/…`.
  'owner-notices',
  // États des lieux (issue 31): `{agencyId}/{inspectionId}/…`, each photo and any draft content
  // replaced from another device, removed with their draft; a signed one's are kept with it.
  'inspections',
  // Fee invoices (issue 32): `{agencyId}/{invoiceId}/facture-FH-000012.pdf`, stored once at issue and
  // kept ten years with their row.
  'invoices',
  // Admin uploads of DVF files waiting for their import job (`admin/…`, outside any agency folder).
  'dvf-imports',
  // Files of an import (issue 33) waiting for, then read by, its job: `{agencyId}/{importId}/…`,
  // kept while the import row names them.
  'imports',
  // Rental management's documents for the tenant and the owner (issue 34): the deposit's account,
  // the charges regularisations and the owner statements, `{agencyId}/{leaseId or recordId}/…`, kept ten years.
  'rental-owner',
  // Rent calls and receipts (issue 34): `{agencyId}/{callId|receiptId}/…pdf`, drawn once after their
  // row is committed and kept ten years with it.
  'rent-calls',
  'rent-receipts',
  // Rent revision letters (issue 34): `{agencyId}/{revisionId}/revision-loyer-….pdf`, stored once at
  // confirmation and kept ten years with their row.
  'rent-revisions',
  // Leases (issue 34): `{agencyId}/{leaseId}/bail-….pdf`, the document as last drawn (redrawn while unsigned).
  'leases',
] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredObject {
  body: Readable;
  size: number;
}

/** One stored object as a listing sees it: its key within the bucket and when it was last written. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** Object storage: local disk by default, S3-compatible when configured. Keys never leave the server. */
export interface ObjectStorage {
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file of the local disk without reading it into memory (archives of a whole agency). */
  putFile(bucket: Bucket, key: string, sourcePath: string, contentType: string): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  delete(bucket: Bucket, keys: readonly string[]): Promise<void>;
  /**
   * Every object of the bucket whose key starts with `prefix`, in pages (a bucket may hold more
   * keys than memory should), including a local driver's unfinished temporary files.
   */
  list(bucket: Bucket, prefix?: string): AsyncIterable<ListedObject[]>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/;

/** Keys are `{agencyId}/{ownerId|new}/{file}`: one agency can never name another agency's object. */
export function assertKeyWithinAgency(key: string, agencyId: string): void {
  if (!agencyId || !KEY_PATTERN.test(key) || !key.startsWith(`${agencyId}/`) || key.includes('..')) {
    throw new AppError('FORBIDDEN', 'Chemin de fichier non autorisé.');
  }
}

export function objectKey(agencyId: string, ownerId: string, fileName: string): string {
  const key = `${agencyId}/${ownerId}/${fileName}`;
  assertKeyWithinAgency(key, agencyId);
  return key;
}
