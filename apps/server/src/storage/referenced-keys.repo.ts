import { inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  agencyExports,
  documents,
  feeInvoices,
  imports,
  inboundMessages,
  inspectionPhotos,
  inspections,
  leads,
  leases,
  ownerNotices,
  portalExports,
  propertyPhotos,
  rentCalls,
  rentReceipts,
  rentRevisions,
  signatureRequests,
  signatureSigners,
} from '../db/schema';
import { tenantWhere } from '../db/tenant';

/** Which of these photo keys of one agency a photo row still names (either variant). */
export async function referencedPhotoKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ thumbKey: propertyPhotos.thumbKey, largeKey: propertyPhotos.largeKey })
    .from(propertyPhotos)
    .where(
      tenantWhere(
        propertyPhotos,
        agencyId,
        or(inArray(propertyPhotos.thumbKey, [...keys]), inArray(propertyPhotos.largeKey, [...keys])),
      ),
    );
  return new Set(rows.flatMap((r) => [r.thumbKey, r.largeKey]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Which of these public-site image keys (`{agencyId}/{photoId}/{size}`) belong to a photo that
 * still exists: an image size is kept as long as its photo.
 */
export async function referencedSiteImageKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  const photoOf = (key: string) => key.split('/')[1] ?? '';
  const photoIds = [...new Set(keys.map(photoOf).filter((id) => UUID.test(id)))];
  if (photoIds.length === 0) return new Set();
  const rows = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId, inArray(propertyPhotos.id, photoIds)));
  const alive = new Set(rows.map((r) => r.id));
  return new Set(keys.filter((key) => alive.has(photoOf(key))));
}

/** Which of these document keys of one agency a document row still names. */
export async function referencedDocumentKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(tenantWhere(documents, agencyId, inArray(documents.storageKey, [...keys])));
  return new Set(rows.map((r) => r.key));
}

const EXPORT_TABLES = { 'agency-exports': agencyExports, 'portal-exports': portalExports } as const;

/** Which of these archive keys of one agency a row of the bucket's export table still names. */
export async function referencedExportKeys(
  db: DbOrTx,
  bucket: keyof typeof EXPORT_TABLES,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const table = EXPORT_TABLES[bucket];
  const rows = await db
    .select({ key: table.storageKey })
    .from(table)
    .where(tenantWhere(table, agencyId, inArray(table.storageKey, [...keys])));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/**
 * Which of these raw e-mail keys of one agency a lead or an inbound message still names (issue 29):
 * a lead erased with its client leaves its raw message to the sweep once nothing names it.
 */
export async function referencedInboundMailKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [byLeads, byMessages] = await Promise.all([
    db
      .select({ key: leads.rawKey })
      .from(leads)
      .where(tenantWhere(leads, agencyId, inArray(leads.rawKey, [...keys]))),
    db
      .select({ key: inboundMessages.rawKey })
      .from(inboundMessages)
      .where(tenantWhere(inboundMessages, agencyId, inArray(inboundMessages.rawKey, [...keys]))),
  ]);
  return new Set([...byLeads, ...byMessages].flatMap((r) => (r.key ? [r.key] : [])));
}

/**
 * Which of these owner-notice PDF keys (`{agencyId}/{noticeId}/…`) of one agency belong to a notice
 * still recorded: the PDF is stored by the mail job after its notice row, before the row names it.
 */
export async function referencedOwnerNoticeKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  const ids = keys.map((k) => k.split('/')[1] ?? '').filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: ownerNotices.id })
    .from(ownerNotices)
    .where(tenantWhere(ownerNotices, agencyId, inArray(ownerNotices.id, ids)));
  const kept = new Set(rows.map((r) => r.id));
  return new Set(keys.filter((k) => kept.has(k.split('/')[1] ?? '')));
}

/**
 * Which of these keys of the `signatures` bucket a request (original, sealed PDF, proof file) or a
 * signer (drawn signature) still names: kept ten years with their request.
 */
export async function referencedSignatureKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = [...keys];
  const requests = await db
    .select({
      original: signatureRequests.originalKey,
      sealed: signatureRequests.sealedKey,
      proofPdf: signatureRequests.proofPdfKey,
      proofJson: signatureRequests.proofJsonKey,
    })
    .from(signatureRequests)
    .where(
      tenantWhere(
        signatureRequests,
        agencyId,
        or(
          inArray(signatureRequests.originalKey, list),
          inArray(signatureRequests.sealedKey, list),
          inArray(signatureRequests.proofPdfKey, list),
          inArray(signatureRequests.proofJsonKey, list),
        ),
      ),
    );
  const marks = await db
    .select({ key: signatureSigners.markKey })
    .from(signatureSigners)
    .where(tenantWhere(signatureSigners, agencyId, inArray(signatureSigners.markKey, list)));
  return new Set(
    [
      ...requests.flatMap((r) => [r.original, r.sealed, r.proofPdf, r.proofJson]),
      ...marks.map((m) => m.key),
    ].filter((k): k is string => k !== null),
  );
}

/**
 * Which of these keys of the `inspections` bucket (`{agencyId}/{inspectionId}/…`) are still named:
 * a photo by its row (a photo stored by a process killed before its row was written is not), a
 * draft's replaced content (`replaced-v{n}.json`) as long as its inspection exists.
 */
export async function referencedInspectionKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const replaced = keys.filter((k) => /^[^/]+\/[0-9a-f-]{36}\/replaced-v\d+\.json$/.test(k));
  const inspectionOf = (key: string) => key.split('/')[1] ?? '';
  const [photos, alive] = await Promise.all([
    db
      .select({ key: inspectionPhotos.storageKey })
      .from(inspectionPhotos)
      .where(tenantWhere(inspectionPhotos, agencyId, inArray(inspectionPhotos.storageKey, [...keys]))),
    replaced.length === 0
      ? []
      : db
          .select({ id: inspections.id })
          .from(inspections)
          .where(
            tenantWhere(
              inspections,
              agencyId,
              inArray(inspections.id, [...new Set(replaced.map(inspectionOf))]),
            ),
          ),
  ]);
  const kept = new Set(alive.map((r) => r.id));
  return new Set([...photos.map((r) => r.key), ...replaced.filter((k) => kept.has(inspectionOf(k)))]);
}

/** Which of these invoice PDF keys of one agency an invoice row still names (issue 32). */
export async function referencedInvoiceKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: feeInvoices.pdfKey })
    .from(feeInvoices)
    .where(tenantWhere(feeInvoices, agencyId, inArray(feeInvoices.pdfKey, [...keys])));
  return new Set(rows.map((r) => r.key));
}

/** Which of these import file keys of one agency an import row still names (issue 33). */
export async function referencedImportKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: imports.storageKey })
    .from(imports)
    .where(tenantWhere(imports, agencyId, inArray(imports.storageKey, [...keys])));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** Rent calls' and receipts' PDFs (issue 34) that their row names. */
export async function referencedRentDocumentKeys(
  db: DbOrTx,
  bucket: 'rent-calls' | 'rent-receipts',
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const table = bucket === 'rent-calls' ? rentCalls : rentReceipts;
  const rows = await db
    .select({ key: table.pdfKey })
    .from(table)
    .where(tenantWhere(table, agencyId, inArray(table.pdfKey, [...keys])));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** Which of these revision letter keys of one agency a revision row still names (issue 34). */
export async function referencedRevisionLetterKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: rentRevisions.letterKey })
    .from(rentRevisions)
    .where(tenantWhere(rentRevisions, agencyId, inArray(rentRevisions.letterKey, [...keys])));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** Which of these lease document keys of one agency a lease still names (issue 34). */
export async function referencedLeaseKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: leases.documentKey })
    .from(leases)
    .where(tenantWhere(leases, agencyId, inArray(leases.documentKey, [...keys])));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}
