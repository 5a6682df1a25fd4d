import { randomUUID } from 'node:crypto';
import {
  documentMessages,
  HISTORY_DOCUMENT_MAX_BYTES,
  HISTORY_DOCUMENTS_MAX,
  type HistoryEntry,
  historyEntryInputSchema,
  type HistoryList,
  historyMessages,
  holdsPermission,
  parisToday,
  propertyMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { FormInput, UploadLimits } from '../../multipart';
import { objectKey } from '../../storage/storage';
import { parse } from '../../validation';
import {
  type DocumentRow,
  insertDocuments,
  listHistoryDocuments,
  toStoredDocument,
} from '../documents/documents.repo';
import { detectDocumentType } from '../documents/file-type';
import { isImage, LARGE_SIZE, reencodeImage } from '../properties/photo-processing';
import { findProperty } from '../properties/properties.repo';
import { findClient, type HistoryRow, insertHistory, listHistory, listClientOptions } from './history.repo';

const BUCKET = 'history-documents' as const;

export const historyUploadLimits: UploadLimits = {
  maxFileBytes: HISTORY_DOCUMENT_MAX_BYTES,
  maxFiles: HISTORY_DOCUMENTS_MAX,
  tooLargeMessage: documentMessages.tooLarge(HISTORY_DOCUMENT_MAX_BYTES / 1024 / 1024),
  tooManyMessage: documentMessages.tooMany(HISTORY_DOCUMENTS_MAX),
};

/** Rentals record check-ins/outs, sales record visits (000 §3). */
export const historyTypeFor = (propertyType: string) =>
  propertyType === 'Location' ? 'check-in-out' : 'visit';

function toEntry(row: HistoryRow, docs: readonly DocumentRow[]): HistoryEntry {
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    description: row.description,
    clientId: row.clientId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    clientNote: row.clientNote,
    createdAt: row.createdAt.toISOString(),
    documents: docs.filter((d) => d.historyId === row.id).map(toStoredDocument),
  };
}

async function requireProperty(deps: AppDeps, scope: MemberScope, propertyId: string) {
  const property = await findProperty(deps.db, scope.agencyId, propertyId);
  if (!property) throw notFound(propertyMessages.notFound);
  return property;
}

export async function listPropertyHistory(
  deps: AppDeps,
  scope: MemberScope,
  propertyId: string,
): Promise<HistoryList> {
  const property = await requireProperty(deps, scope, propertyId);
  const rows = await listHistory(deps.db, scope.agencyId, propertyId);
  const docs = await listHistoryDocuments(
    deps.db,
    scope.agencyId,
    rows.map((r) => r.id),
  );
  return {
    property: { id: property.id, name: property.name, type: property.type },
    entries: rows.map((r) => toEntry(r, docs)),
    total: rows.length,
  };
}

interface PreparedDocument {
  key: string;
  fileName: string;
  mimeType: string;
  body: Buffer;
}

/**
 * The content decides (magic bytes), not the name. Images are re-encoded like property photos so
 * a phone's GPS position never reaches storage; PDF and Word files are kept byte for byte.
 */
async function prepareDocuments(scope: MemberScope, propertyId: string, files: FormInput['files']) {
  const prepared: PreparedDocument[] = [];
  for (const file of files) {
    const detected = detectDocumentType(file.buffer);
    const refuse = () => {
      const message = documentMessages.notAllowed(file.fileName);
      return new AppError('VALIDATION_FAILED', message, { documents: message });
    };
    if (!detected || file.fieldName !== 'documents') throw refuse();
    if (detected.kind === 'image') {
      if (!(await isImage(file.buffer))) throw refuse();
      const image = await reencodeImage(file.buffer, LARGE_SIZE, 82).catch(() => null);
      if (!image) throw refuse();
      const base = file.fileName.replace(/\.[^.]*$/, '') || 'image';
      prepared.push({
        key: objectKey(scope.agencyId, propertyId, `${randomUUID()}.webp`),
        fileName: `${base}.webp`,
        mimeType: 'image/webp',
        body: image.data,
      });
    } else {
      prepared.push({
        key: objectKey(scope.agencyId, propertyId, `${randomUUID()}.${detected.extension}`),
        fileName: file.fileName,
        mimeType: detected.mimeType,
        body: file.buffer,
      });
    }
  }
  return prepared;
}

export async function addHistoryEntry(
  deps: AppDeps,
  scope: MemberScope,
  propertyId: string,
  form: FormInput,
): Promise<HistoryEntry> {
  const property = await requireProperty(deps, scope, propertyId);
  const raw = form.fields;
  const input = parse(historyEntryInputSchema, {
    ...raw,
    // The date defaults to today (000 §5), in the agencies' time zone.
    date: typeof raw.date === 'string' && raw.date.trim() !== '' ? raw.date : parisToday(),
  });
  let client = { name: input.clientName, email: input.clientEmail, phone: input.clientPhone };
  if (input.clientId) {
    // Without the directory permission a member cannot pick (nor probe) the agency's clients.
    const mayPick = holdsPermission(scope, 'client_directory');
    const chosen = mayPick ? await findClient(deps.db, scope.agencyId, input.clientId) : null;
    if (!chosen) throw notFound(historyMessages.clientNotFound);
    // A chosen client's details come from the directory, whatever the form sent (000 §5).
    client = { name: chosen.fullName, email: chosen.email, phone: chosen.phone };
  }
  const docs = await prepareDocuments(scope, propertyId, form.files);
  const keys = docs.map((d) => d.key);
  try {
    for (const d of docs) await deps.storage.put(BUCKET, d.key, d.body, d.mimeType);
    const { row, docRows } = await deps.db.transaction(async (tx) => {
      const inserted = await insertHistory(tx, scope.agencyId, {
        propertyId,
        userId: scope.userId,
        type: historyTypeFor(property.type),
        date: input.date,
        description: input.description,
        clientId: input.clientId,
        clientName: client.name ?? '',
        clientEmail: client.email,
        clientPhone: client.phone,
        clientNote: input.clientNote,
      });
      const rows = await insertDocuments(
        tx,
        scope.agencyId,
        docs.map((d) => ({
          historyId: inserted.id,
          storageKey: d.key,
          fileName: d.fileName,
          mimeType: d.mimeType,
          sizeBytes: d.body.length,
        })),
      );
      return { row: inserted, docRows: rows };
    });
    return toEntry(row, docRows);
  } catch (err) {
    await deps.storage.delete(BUCKET, keys).catch(() => undefined);
    throw err;
  }
}

export function clientOptions(deps: AppDeps, scope: MemberScope) {
  return listClientOptions(deps.db, scope.agencyId);
}
