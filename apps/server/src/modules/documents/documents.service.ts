import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  commonMessages,
  documentMessages,
  documentSaveFieldsSchema,
  documentTypeLabel,
  type HistoryDocument,
  holdsPermission,
  PDF_MAX_BYTES,
  PDF_MAX_MEGABYTES,
  pdfMessages,
  type StoredDocument,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { reencodeImage } from '../../files/images';
import {
  createPdfTextExtractor,
  ExtractionFailedError,
  type PdfTextExtractor,
  TEXT_LAYER_MAX_CHARS,
} from '../../integrations/ocr';
import type { FormInput, UploadedFile, UploadLimits } from '../../multipart';
import { type Bucket, objectKey } from '../../storage/storage';
import type { FileToStore, StoredFileRef } from '../../storage/stored-files';
import { parse } from '../../validation';
import {
  agencyDocumentKeys,
  type DocumentRow,
  findDocument,
  insertDocuments,
  listAgencyDocuments,
  listClientDocuments,
  listHistoryDocuments,
  listPropertyDocuments,
  type NewDocumentRow,
  ownerDocumentKeys,
  propertyHistoryDocumentKeys,
} from './documents.repo';
import { ExtractionReceipts } from './extraction-receipt';
import { inspectPdf } from './pdf-rule';
import { recordAccess } from '../access-log/access-log.service';

/** The one PDF rule, also applied by other modules to the PDFs they accept (history attachments). */
export { inspectPdf };

/** What the documents module needs beyond the app's dependencies: one extractor and one receipt key per app. */
export interface DocumentTools {
  extractor: PdfTextExtractor;
  receipts: ExtractionReceipts;
}

export type DocumentsDeps = AppDeps & { documents: DocumentTools };

export function createDocumentTools(deps: AppDeps): DocumentTools {
  return {
    extractor: deps.ocr ?? createPdfTextExtractor(deps.config.ocr),
    receipts: new ExtractionReceipts(deps.config.documentReceiptSecret),
  };
}

/** Who a stored document belongs to; exactly one per row (`documents_one_owner`). */
export type DocumentOwner =
  | { kind: 'client'; id: string }
  | { kind: 'property'; id: string }
  | { kind: 'history'; id: string; propertyId: string };

const BUCKET_OF_OWNER: Record<DocumentOwner['kind'], Bucket> = {
  client: 'client-documents',
  property: 'property-documents',
  history: 'history-documents',
};

/** The table says whose file it is; the owner says which bucket holds it. */
function bucketOfDocument(row: Pick<DocumentRow, 'clientId' | 'propertyId' | 'historyId'>): Bucket {
  if (row.historyId) return 'history-documents';
  if (row.propertyId) return 'property-documents';
  return 'client-documents';
}

export function toStoredDocument(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    text: row.text,
    documentType: row.documentType,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: `/api/documents/${row.id}/download`,
  };
}

/** History photos are stored as WebP (re-encoded at upload); only they get a preview. */
const hasThumbnail = (doc: Pick<StoredDocument, 'mimeType'>) => doc.mimeType === 'image/webp';

/** A history attachment as the history lists it: a photo with its thumbnail's address. */
export function toHistoryDocument(doc: StoredDocument): HistoryDocument {
  return { ...doc, thumbnailUrl: hasThumbnail(doc) ? `/api/documents/${doc.id}/thumbnail` : null };
}

// ---- reading --------------------------------------------------------------------------------

export async function listOwnerDocuments(
  deps: AppDeps,
  scope: MemberScope,
  owner: { kind: 'client' | 'property'; id: string },
): Promise<StoredDocument[]> {
  const rows =
    owner.kind === 'client'
      ? await listClientDocuments(deps.db, scope.agencyId, owner.id)
      : await listPropertyDocuments(deps.db, scope.agencyId, owner.id);
  return rows.map(toStoredDocument);
}

/** The attachments of several history entries, by entry id. */
export async function historyDocumentsByEntry(
  deps: AppDeps,
  scope: MemberScope,
  { historyIds }: { historyIds: readonly string[] },
): Promise<Map<string, HistoryDocument[]>> {
  const rows = await listHistoryDocuments(deps.db, scope.agencyId, historyIds);
  const byEntry = new Map<string, HistoryDocument[]>();
  for (const row of rows) {
    if (!row.historyId) continue;
    const doc = toHistoryDocument(toStoredDocument(row));
    byEntry.set(row.historyId, [...(byEntry.get(row.historyId) ?? []), doc]);
  }
  return byEntry;
}

/** Longest side of a history photo's preview: sharp enough for a 2× screen at 96 px. */
export const HISTORY_THUMB_SIZE = 240;

/**
 * The preview of a history entry's photo, made from the stored image. Only history photos have
 * one: a client's papers are opened through the download, which the access log records; the
 * preview is not a download and is not logged.
 */
export async function openHistoryThumbnail(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await findDocument(deps.db, scope.agencyId, id);
  if (!row?.historyId || !hasThumbnail(row)) throw notFound(documentMessages.notFound);
  const object = await deps.storage.get('history-documents', row.storageKey);
  if (!object) throw notFound(documentMessages.notFound);
  const image = await reencodeImage(await buffer(object.body), HISTORY_THUMB_SIZE, 70);
  return image.data;
}

/** One authorised download for every stored document, whoever owns it. */
/** A download, recorded in the access log with the caller's address before the file is opened. */
export async function openDocument(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip }: { id: string; ip: string },
) {
  const row = await findDocument(deps.db, scope.agencyId, id);
  if (!row) throw notFound(documentMessages.notFound);
  // Client papers (identity documents) follow the client directory permission.
  if (row.clientId && !holdsPermission(scope, 'client_directory')) throw notFound(documentMessages.notFound);
  const object = await deps.storage.get(bucketOfDocument(row), row.storageKey);
  if (!object) throw notFound(documentMessages.notFound);
  try {
    await recordAccess(deps, scope, {
      kind: row.clientId ? 'client_document' : 'property_document',
      ip,
      clientId: row.clientId,
      documentId: row.id,
      detail: row.mimeType,
    });
  } catch (err) {
    object.body.destroy();
    throw err;
  }
  // The type leads the downloaded file's name, so a saved copy still says what it is.
  const fileName = row.documentType
    ? `${documentTypeLabel(row.documentType)} – ${row.fileName}`
    : row.fileName;
  return { fileName, mimeType: row.mimeType, object };
}

// ---- writing (inside the owner's transaction) -----------------------------------------------

export interface DocumentToStore {
  file: FileToStore;
  row: NewDocumentRow;
}

/** Names the object and describes its row; the owner's service stores both with `storeFilesThenWrite`. */
export function documentToStore(
  scope: MemberScope,
  owner: DocumentOwner,
  input: {
    body: Buffer;
    fileName: string;
    mimeType: string;
    extension: string;
    text?: string;
    /** A client document's type (required for a client by the table's CHECK). */
    documentType?: string;
  },
): DocumentToStore {
  const folder = owner.kind === 'history' ? owner.propertyId : owner.id;
  const key = objectKey(scope.agencyId, folder, `${randomUUID()}.${input.extension}`);
  return {
    file: { bucket: BUCKET_OF_OWNER[owner.kind], key, body: input.body, contentType: input.mimeType },
    row: {
      clientId: owner.kind === 'client' ? owner.id : null,
      propertyId: owner.kind === 'property' ? owner.id : null,
      historyId: owner.kind === 'history' ? owner.id : null,
      storageKey: key,
      fileName: input.fileName,
      mimeType: input.mimeType,
      sizeBytes: input.body.byteLength,
      text: input.text ?? null,
      documentType: owner.kind === 'client' ? (input.documentType ?? null) : null,
    },
  };
}

/** Writes the rows of files already stored; `deps.db` is the owner's transaction. */
export async function recordDocuments(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { documents }: { documents: readonly DocumentToStore[] },
): Promise<StoredDocument[]> {
  const rows = await insertDocuments(
    deps.db,
    scope.agencyId,
    documents.map((d) => d.row),
  );
  return rows.map(toStoredDocument);
}

/** Storage keys of the files a client delete removes (read in the delete's transaction). */
export async function clientFileKeys(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { clientId }: { clientId: string },
) {
  return ownerDocumentKeys(deps.db, scope.agencyId, { kind: 'client', id: clientId });
}

/** Storage keys of the files a property delete removes, besides its photos. */
export async function propertyFileKeys(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { propertyId }: { propertyId: string },
) {
  // One after the other: both run on the delete's transaction, one connection.
  const propertyKeys = await ownerDocumentKeys(deps.db, scope.agencyId, { kind: 'property', id: propertyId });
  const historyKeys = await propertyHistoryDocumentKeys(deps.db, scope.agencyId, propertyId);
  return { propertyDocumentKeys: propertyKeys, historyDocumentKeys: historyKeys };
}

/** Every document file of the agency (client, property and history), for deleting the whole agency. */
export async function agencyDocumentFiles(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
): Promise<StoredFileRef[]> {
  const rows = await agencyDocumentKeys(deps.db, scope.agencyId);
  return rows.map((row) => ({ bucket: bucketOfDocument(row), key: row.storageKey }));
}

/** A stored document as an export copies it: its owner, its name, where its file is. */
export interface DocumentToExport {
  id: string;
  owner: { kind: 'client' | 'property' | 'history'; id: string };
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: string;
  bucket: Bucket;
  key: string;
}

function toExported(row: DocumentRow): DocumentToExport {
  const owner = row.historyId
    ? { kind: 'history' as const, id: row.historyId }
    : row.propertyId
      ? { kind: 'property' as const, id: row.propertyId }
      : { kind: 'client' as const, id: row.clientId ?? '' };
  return {
    id: row.id,
    owner,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    bucket: bucketOfDocument(row),
    key: row.storageKey,
  };
}

/** Every document of the agency with its file's place, for the head's agency export. */
export async function agencyDocumentsToExport(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  return (await listAgencyDocuments(deps.db, scope.agencyId)).map(toExported);
}

/** One client's documents with their files' places, for the client's own data export. */
export async function clientDocumentsToExport(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { clientId }: { clientId: string },
) {
  return (await listClientDocuments(deps.db, scope.agencyId, clientId)).map(toExported);
}

// ---- PDF: extraction, then save -------------------------------------------------------------

export const pdfUploadLimits: UploadLimits = {
  maxFileBytes: PDF_MAX_BYTES,
  maxFiles: 1,
  tooLargeMessage: pdfMessages.tooLarge(PDF_MAX_MEGABYTES),
  tooManyMessage: commonMessages.payloadTooLarge,
  // The extracted text travels back with the file when the user saves it.
  maxFieldBytes: 2_000_000,
  defaultFileName: 'document.pdf',
};

function requirePdfFile(form: FormInput): UploadedFile {
  const file = form.files[0];
  if (!file) throw new AppError('VALIDATION_FAILED', pdfMessages.notPdf, { file: pdfMessages.notPdf });
  return file;
}

/** The PDF rule, before any work: the page count sizes the progress the browser shows. */
export async function acceptPdfForExtraction(
  _deps: DocumentsDeps,
  _scope: MemberScope,
  { form }: { form: FormInput },
) {
  const pdf = requirePdfFile(form).buffer;
  const { pageCount } = await inspectPdf(pdf);
  return { pdf, pageCount };
}

/** The one PDF rule on a chosen file, before the user goes on (`POST /api/documents/check`). */
export async function checkPdf(form: FormInput) {
  await inspectPdf(requirePdfFile(form).buffer);
}

/** Reads the text; the receipt lets the same agency save exactly this text with exactly this file. */
export async function extractPdfText(
  deps: DocumentsDeps,
  scope: MemberScope,
  input: Parameters<PdfTextExtractor['extract']>[0] & { pdf: Buffer },
) {
  const raw = await deps.documents.extractor.extract(input);
  const text = raw.replace(/\r\n?/g, '\n');
  // Whatever read it (the text layer, tesseract, the OCR web service): no more than a save keeps.
  if (text.length > TEXT_LAYER_MAX_CHARS) throw new ExtractionFailedError(pdfMessages.tooMuchText);
  return { text, receipt: deps.documents.receipts.issue(scope.agencyId, input.pdf, text) };
}

export interface PdfToSave {
  pdf: Buffer;
  fileName: string;
  text: string;
  /** The other form fields (for example the new client's data). */
  fields: FormInput['fields'];
}

/**
 * A save request after /ocr-result: the same PDF rule as everywhere, and a receipt proving this
 * agency extracted exactly this text from exactly this file.
 */
export async function acceptPdfToSave(
  deps: DocumentsDeps,
  scope: MemberScope,
  { form }: { form: FormInput },
): Promise<PdfToSave> {
  const file = requirePdfFile(form);
  const fields = parse(documentSaveFieldsSchema, form.fields);
  // multipart/form-data turns every LF of a text field into CRLF (HTML form encoding); undo it.
  const text = fields.text.replace(/\r\n?/g, '\n');
  await inspectPdf(file.buffer);
  deps.documents.receipts.verify(fields.receipt, scope.agencyId, file.buffer, text);
  return { pdf: file.buffer, fileName: file.fileName, text, fields: form.fields };
}

/** The saved PDF of a client (with its type) or property, ready for `storeFilesThenWrite`. */
export function pdfToStore(
  scope: MemberScope,
  owner: { kind: 'client'; id: string; documentType: string } | { kind: 'property'; id: string },
  pdf: PdfToSave,
): DocumentToStore {
  return documentToStore(scope, owner, {
    body: pdf.pdf,
    fileName: pdf.fileName,
    mimeType: 'application/pdf',
    extension: 'pdf',
    text: pdf.text,
    documentType: owner.kind === 'client' ? owner.documentType : undefined,
  });
}
