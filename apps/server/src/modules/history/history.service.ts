import { randomUUID } from 'node:crypto';
import {
  CALENDAR_DEFAULT_DURATION,
  type CalendarEvent,
  documentMessages,
  HISTORY_DOCUMENT_MAX_BYTES,
  HISTORY_PDF_MAX_PAGES,
  HISTORY_DOCUMENTS_MAX,
  type HistoryDocument,
  type HistoryEntry,
  historyEntryInputSchema,
  type HistoryList,
  historyMessages,
  type HistoryType,
  holdsPermission,
  parisToday,
  type plannedEntryInputSchema,
  type PropertyType,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { detectDocumentType } from '../../files/file-type';
import { isImage, LARGE_SIZE, reencodeImage } from '../../files/images';
import { isDoc, isDocx } from '../../files/office';
import type { FormInput, UploadLimits } from '../../multipart';
import { storeFilesThenWrite } from '../../storage/stored-files';
import { parse } from '../../validation';
import { clientContact, clientOptions } from '../clients/clients.service';
import {
  type DocumentToStore,
  documentToStore,
  historyDocumentsByEntry,
  inspectPdf,
  recordDocuments,
  toHistoryDocument,
} from '../documents/documents.service';
import { refuseNegotiationDuringRetraction } from '../negotiation/negotiation';
import { lockAgencyProperty, propertySummary } from '../properties/properties.service';
import { emitWebhookEvent, visitObject } from '../webhooks/emit';
import { type HistoryRow, insertHistory, listAgenda, listClientHistory, listHistory } from './history.repo';

type PlannedEntry = z.output<typeof plannedEntryInputSchema>;

export const historyUploadLimits: UploadLimits = {
  maxFileBytes: HISTORY_DOCUMENT_MAX_BYTES,
  maxFiles: HISTORY_DOCUMENTS_MAX,
  tooLargeMessage: documentMessages.tooLarge(HISTORY_DOCUMENT_MAX_BYTES / 1024 / 1024),
  tooManyMessage: documentMessages.tooMany(HISTORY_DOCUMENTS_MAX),
  acceptsJson: true,
};

/** Rentals record check-ins/outs, sales record visits (000 §3). */
export const historyTypeFor = (propertyType: PropertyType): HistoryType =>
  propertyType === 'Location' ? 'check-in-out' : 'visit';

/** PostgreSQL answers `14:30:00`; the API speaks HH:MM. */
const appointmentTime = (row: Pick<HistoryRow, 'startTime' | 'durationMinutes'>) => ({
  startTime: row.startTime?.slice(0, 5) ?? null,
  durationMinutes: row.durationMinutes,
});

/**
 * A client's e-mail and phone are the directory's content: members without the directory
 * permission see the entry without them, whoever typed them.
 */
function toEntry(scope: MemberScope, row: HistoryRow, documents: readonly HistoryDocument[]): HistoryEntry {
  const contact = holdsPermission(scope, 'client_directory')
    ? { clientEmail: row.clientEmail, clientPhone: row.clientPhone }
    : {};
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    description: row.description,
    clientId: row.clientId,
    clientName: row.clientName,
    ...contact,
    clientNote: row.clientNote,
    ...appointmentTime(row),
    createdAt: row.createdAt.toISOString(),
    documents: [...documents],
  };
}

export async function listPropertyHistory(
  deps: AppDeps,
  scope: MemberScope,
  { propertyId }: { propertyId: string },
): Promise<HistoryList> {
  const property = await propertySummary(deps, scope, { id: propertyId });
  const rows = await listHistory(deps.db, scope.agencyId, propertyId);
  const documents = await historyDocumentsByEntry(deps, scope, { historyIds: rows.map((r) => r.id) });
  return {
    property,
    entries: rows.map((r) => toEntry(scope, r, documents.get(r.id) ?? [])),
    total: rows.length,
  };
}

/** Every history entry naming this client, with its property and documents (the client's own data export). */
export async function clientHistoryEntries(
  deps: AppDeps,
  scope: MemberScope,
  { clientId }: { clientId: string },
) {
  const rows = await listClientHistory(deps.db, scope.agencyId, clientId);
  const documents = await historyDocumentsByEntry(deps, scope, { historyIds: rows.map((r) => r.id) });
  return rows.map((r) => ({ propertyId: r.propertyId, ...toEntry(scope, r, documents.get(r.id) ?? []) }));
}

/** A PDF attachment meets the one PDF rule of client documents; its reason goes back with the file's name. */
async function checkPdfAttachment(file: FormInput['files'][number]) {
  try {
    await inspectPdf(file.buffer, { maxPages: HISTORY_PDF_MAX_PAGES });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const message = documentMessages.pdfRefused(file.fileName, err.userMessage);
    throw new AppError(err.code, message, { documents: message });
  }
}

/**
 * The content decides (magic bytes, then the format opened far enough to be sure), not the name.
 * Images are re-encoded like property photos so a phone's GPS position never reaches storage; PDF
 * and Word files are kept byte for byte.
 */
async function prepareDocuments(
  scope: MemberScope,
  owner: { id: string; propertyId: string },
  files: FormInput['files'],
): Promise<DocumentToStore[]> {
  const prepared: DocumentToStore[] = [];
  for (const file of files) {
    const detected = detectDocumentType(file.buffer);
    const refuse = () => {
      const message = documentMessages.notAllowed(file.fileName);
      return new AppError('VALIDATION_FAILED', message, { documents: message });
    };
    if (!detected || file.fieldName !== 'documents') throw refuse();
    const history = { kind: 'history', ...owner } as const;
    if (detected.kind === 'image') {
      if (!(await isImage(file.buffer))) throw refuse();
      const image = await reencodeImage(file.buffer, LARGE_SIZE, 82).catch(() => null);
      if (!image) throw refuse();
      const base = file.fileName.replace(/\.[^.]*$/, '') || 'image';
      prepared.push(
        documentToStore(scope, history, {
          body: image.data,
          fileName: `${base}.webp`,
          mimeType: 'image/webp',
          extension: 'webp',
        }),
      );
    } else {
      if (detected.kind === 'pdf') await checkPdfAttachment(file);
      const isWord = detected.kind === 'doc' ? isDoc : detected.kind === 'docx' ? isDocx : null;
      if (isWord && !(await isWord(file.buffer))) {
        const message = documentMessages.wordUnreadable(file.fileName);
        throw new AppError('VALIDATION_FAILED', message, { documents: message });
      }
      prepared.push(
        documentToStore(scope, history, {
          body: file.buffer,
          fileName: file.fileName,
          mimeType: detected.mimeType,
          extension: detected.extension,
        }),
      );
    }
  }
  return prepared;
}

interface ClientFields {
  clientId: string | null;
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
}

async function resolveClient(deps: AppDeps, scope: MemberScope, input: ClientFields) {
  if (!input.clientId) {
    return { name: input.clientName ?? '', email: input.clientEmail, phone: input.clientPhone };
  }
  // Without the directory permission a member cannot pick (nor probe) the agency's clients.
  const mayPick = holdsPermission(scope, 'client_directory');
  const chosen = mayPick ? await clientContact(deps, scope, { id: input.clientId }) : null;
  if (!chosen) throw notFound(historyMessages.clientNotFound);
  // A chosen client's details come from the directory, whatever the form sent (000 §5).
  return { name: chosen.fullName, email: chosen.email, phone: chosen.phone };
}

export async function addHistoryEntry(
  deps: AppDeps,
  scope: MemberScope,
  { propertyId, form }: { propertyId: string; form: FormInput },
): Promise<HistoryEntry> {
  const property = await propertySummary(deps, scope, { id: propertyId });
  const raw = form.fields;
  const input = parse(historyEntryInputSchema, {
    ...raw,
    // The date defaults to today (000 §5), in the agencies' time zone.
    date: typeof raw.date === 'string' && raw.date.trim() !== '' ? raw.date : parisToday(),
  });
  const client = await resolveClient(deps, scope, input);
  const id = randomUUID();
  const documents = await prepareDocuments(scope, { id, propertyId }, form.files);
  const { row, stored } = await storeFilesThenWrite(
    deps,
    documents.map((d) => d.file),
    async (tx) => {
      // Locks the property so a concurrent delete cannot leave these files without their owner.
      await lockAgencyProperty({ db: tx }, scope, { id: propertyId });
      const inserted = await insertHistory(tx, scope.agencyId, {
        id,
        propertyId,
        userId: scope.userId,
        type: historyTypeFor(property.type),
        date: input.date,
        description: input.description,
        clientId: input.clientId,
        clientName: client.name,
        clientEmail: client.email,
        clientPhone: client.phone,
        clientNote: input.clientNote,
        startTime: input.startTime,
        // A time without a length is an appointment of the default length.
        durationMinutes: input.startTime ? (input.durationMinutes ?? CALENDAR_DEFAULT_DURATION) : null,
      });
      return { row: inserted, stored: await recordDocuments({ db: tx }, scope, { documents }) };
    },
  );
  return toEntry(scope, row, stored.map(toHistoryDocument));
}

export function listClientOptions(deps: AppDeps, scope: MemberScope) {
  return clientOptions(deps, scope);
}

/**
 * A planned appointment (the calendar): a history entry of the property with a start time, so a
 * visit is entered once and shows both in the property's history and in the calendar.
 */
export async function planHistoryEntry(
  deps: AppDeps,
  scope: MemberScope,
  input: PlannedEntry,
): Promise<CalendarEvent> {
  const property = await propertySummary(deps, scope, { id: input.propertyId });
  const client = await resolveClient(deps, scope, input);
  const row = await deps.db.transaction(async (tx) => {
    // The property must still be there when the row goes in (a concurrent delete answers 404).
    await lockAgencyProperty({ db: tx }, scope, { id: property.id });
    // Loi Hamon: no visit planned while the mandator may retract, unless they asked in writing.
    if (historyTypeFor(property.type) === 'visit') {
      await refuseNegotiationDuringRetraction(tx, scope.agencyId, property.id);
    }
    const planned = await insertHistory(tx, scope.agencyId, {
      propertyId: property.id,
      userId: scope.userId,
      type: historyTypeFor(property.type),
      date: input.date,
      description: input.description,
      clientId: input.clientId,
      clientName: client.name,
      clientEmail: client.email,
      clientPhone: client.phone,
      startTime: input.startTime,
      durationMinutes: input.durationMinutes,
    });
    if (planned.type === 'visit')
      await emitWebhookEvent(tx, scope.agencyId, 'visit.planned', visitObject(planned));
    return planned;
  });
  const [event] = await agendaEntries(deps, scope, { ids: [row.id] });
  return event!;
}

/**
 * The agency's entries as calendar events, by day range (`from`…`to` included) or by id, the
 * caller's own only when `authorId` is given.
 */
export async function agendaEntries(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
  filter: { from?: string; to?: string; authorId?: string; ids?: string[] },
): Promise<CalendarEvent[]> {
  const rows = await listAgenda(deps.db, scope.agencyId, filter);
  return rows.map((r) => ({
    id: r.id,
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    type: r.type,
    date: r.date,
    ...appointmentTime(r),
    description: r.description,
    clientName: r.clientName,
    authorId: r.userId,
    authorName: r.userId ? `${r.authorFirstName ?? ''} ${r.authorLastName ?? ''}`.trim() : null,
    dealId: null,
  }));
}
