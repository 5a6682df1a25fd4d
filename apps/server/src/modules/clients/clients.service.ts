import { randomUUID } from 'node:crypto';
import {
  type Client,
  type ClientDetail,
  type ClientDocument,
  type ClientListItem,
  CLIENT_SEARCH_LIMIT,
  type ClientVisitList,
  clientDocumentTypeField,
  clientInputSchema,
  type clientListQuerySchema,
  clientMessages,
  type HistoryClientOption,
  parisToday,
  type StoredDocument,
} from '@immopilote/contracts';
import { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { FormInput } from '../../multipart';
import { storeFilesThenWrite } from '../../storage/stored-files';
import { parse } from '../../validation';
import {
  acceptPdfToSave,
  clientFileKeys,
  type DocumentsDeps,
  listOwnerDocuments,
  type PdfToSave,
  pdfToStore,
  recordDocuments,
} from '../documents/documents.service';
import { agencyRetention, deleteAfterOf, retentionNow } from '../privacy/privacy.service';
import { runClientDeletionGuards } from './client-deletion-guards';
import * as repo from './clients.repo';
import { clientObject, emitWebhookEvent } from '../webhooks/emit';

type ClientFields = z.output<typeof clientInputSchema>;

const clientNotFound = () => notFound(clientMessages.notFound);

function toClientDto(row: repo.ClientRow): Client {
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    nationality: row.nationality,
    maritalStatus: row.maritalStatus,
    profession: row.profession,
    address: row.address,
    notes: row.notes,
    clientScore: row.clientScore,
    roles: row.roles,
    candidateStatus: row.candidateStatus,
    candidateStatusChangedAt: row.candidateStatusChangedAt?.toISOString() ?? null,
    leaseEndsOn: row.leaseEndsOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each document with the date the retention rules delete it (issue 15: shown on the record). */
async function withDeleteDates(
  deps: AppDeps,
  scope: MemberScope,
  row: repo.ClientRow,
  documents: StoredDocument[],
): Promise<ClientDocument[]> {
  const settings = await agencyRetention(deps, scope);
  return documents.map((d) => ({ ...d, deleteAfter: deleteAfterOf(d, row, settings) }));
}

const documentTypeFields = z.object({ documentType: clientDocumentTypeField });

export async function listAgencyClients(
  deps: AppDeps,
  scope: MemberScope,
  query: z.output<typeof clientListQuerySchema>,
) {
  const { items, total } = await repo.listClients(deps.db, scope.agencyId, {
    ...query,
    today: parisToday(),
  });
  const rows: ClientListItem[] = items.map((row) => ({
    ...toClientDto(row),
    lastContactOn: row.lastContactOn,
  }));
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The record's visits: every history entry naming the client, newest first, and its « Dernier
 * contact » by the directory's rule (the latest entry dated today or earlier: a planned appointment
 * is not a contact yet); 404 when not the agency's.
 */
export async function listVisitsOfClient(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<ClientVisitList> {
  await requireClient(deps, scope, { id });
  const rows = await repo.listClientVisits(deps.db, scope.agencyId, id);
  const today = parisToday();
  return {
    items: rows.map((r) => ({ ...r, startTime: r.startTime?.slice(0, 5) ?? null })),
    // Newest first: the first entry not after today is the latest contact.
    lastContactOn: rows.find((r) => r.date <= today)?.date ?? null,
  };
}

/** The visit form's client picker: at most CLIENT_SEARCH_LIMIT of the agency's clients matching the query. */
export async function searchClients(
  deps: AppDeps,
  scope: MemberScope,
  { q }: { q: string },
): Promise<{ items: HistoryClientOption[] }> {
  return { items: await repo.searchClientContacts(deps.db, scope.agencyId, q, CLIENT_SEARCH_LIMIT) };
}

export async function getClientDetail(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<ClientDetail> {
  const row = await repo.findClient(deps.db, scope.agencyId, id);
  if (!row) throw clientNotFound();
  const documents = await listOwnerDocuments(deps, scope, { kind: 'client', id });
  return { ...toClientDto(row), documents: await withDeleteDates(deps, scope, row, documents) };
}

/** 404 unless the client is the agency's; lets a route refuse before reading an upload. */
export async function requireClient(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if (!(await repo.findClientContact(deps.db, scope.agencyId, id))) throw clientNotFound();
}

export async function createClient(
  deps: AppDeps,
  scope: MemberScope,
  input: ClientFields,
): Promise<ClientDetail> {
  const now = await retentionNow(deps, scope.agencyId);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertClient(tx, scope.agencyId, input, now);
    await emitWebhookEvent(tx, scope.agencyId, 'client.created', clientObject(inserted));
    return inserted;
  });
  return { ...toClientDto(row), documents: [] };
}

export async function updateAgencyClient(
  deps: AppDeps,
  scope: MemberScope,
  { id, fields }: { id: string; fields: ClientFields },
): Promise<ClientDetail> {
  const row = await repo.updateClient(
    deps.db,
    scope.agencyId,
    id,
    fields,
    await retentionNow(deps, scope.agencyId),
  );
  if (!row) throw clientNotFound();
  return getClientDetail(deps, scope, { id });
}

/** The new client's fields travel as one JSON multipart field beside the PDF. */
function clientFieldsOf(pdf: PdfToSave) {
  let raw: unknown;
  try {
    raw = JSON.parse(typeof pdf.fields.client === 'string' ? pdf.fields.client : '');
  } catch {
    throw new AppError('VALIDATION_FAILED', clientMessages.missingFields);
  }
  return parse(clientInputSchema, raw);
}

/** "Sauvegarder" from /add-client: the client and its first document exist together or not at all. */
export async function createClientWithDocument(
  deps: DocumentsDeps,
  scope: MemberScope,
  { form }: { form: FormInput },
): Promise<ClientDetail> {
  const pdf = await acceptPdfToSave(deps, scope, { form });
  const input = clientFieldsOf(pdf);
  const { documentType } = parse(documentTypeFields, pdf.fields);
  const id = randomUUID();
  const document = pdfToStore(scope, { kind: 'client', id, documentType }, pdf);
  const now = await retentionNow(deps, scope.agencyId);
  await storeFilesThenWrite(deps, [document.file], async (tx) => {
    const inserted = await repo.insertClient(tx, scope.agencyId, { ...input, id }, now);
    await emitWebhookEvent(tx, scope.agencyId, 'client.created', clientObject(inserted));
    await recordDocuments({ db: tx }, scope, { documents: [document] });
  });
  return getClientDetail(deps, scope, { id });
}

export async function addClientDocument(
  deps: DocumentsDeps,
  scope: MemberScope,
  { id, form }: { id: string; form: FormInput },
): Promise<ClientDocument> {
  const pdf = await acceptPdfToSave(deps, scope, { form });
  const { documentType } = parse(documentTypeFields, pdf.fields);
  const document = pdfToStore(scope, { kind: 'client', id, documentType }, pdf);
  const [stored] = await storeFilesThenWrite(deps, [document.file], async (tx) => {
    // Locks the client so a concurrent delete cannot leave this file without its owner.
    if (!(await repo.lockClient(tx, scope.agencyId, id))) throw clientNotFound();
    return recordDocuments({ db: tx }, scope, { documents: [document] });
  });
  const row = await repo.findClient(deps.db, scope.agencyId, id);
  if (!row) throw clientNotFound();
  const [withDate] = await withDeleteDates(deps, scope, row, [stored!]);
  return withDate!;
}

/** Removes the client, its document rows, then its stored files (spec 001 §7 storage removal). */
export async function deleteClientAndFiles(
  deps: AppDeps,
  scope: MemberScope,
  { id, onStorageError }: { id: string; onStorageError: (err: unknown) => void },
) {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockClient(tx, scope.agencyId, id))) return null;
    // The lock waits for a file being opened on this client (its foreign key holds the row), so
    // the guards see it.
    await runClientDeletionGuards(tx, { agencyId: scope.agencyId, clientId: id });
    const fileKeys = await clientFileKeys({ db: tx }, scope, { clientId: id });
    return (await repo.deleteClient(tx, scope.agencyId, id)) ? fileKeys : null;
  });
  if (!keys) throw clientNotFound();
  if (keys.length === 0) return;
  try {
    await deps.storage.delete('client-documents', keys);
  } catch (err) {
    // The rows are gone, so the files are unreachable; report it for cleanup rather than fail the user.
    onStorageError(err);
  }
}

/** The history form's client picker: the agency's clients with their contact details. */
export function clientOptions(deps: AppDeps, scope: MemberScope): Promise<HistoryClientOption[]> {
  return repo.listClientContacts(deps.db, scope.agencyId);
}

/** A client's contact details as the directory holds them; null when not the agency's. */
export function clientContact(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  return repo.findClientContact(deps.db, scope.agencyId, id);
}

/** The mandate form's picker: every client with the postal address the register needs. */
export async function mandatorOptions(deps: AppDeps, scope: MemberScope) {
  const rows = await repo.listClientAddresses(deps.db, scope.agencyId);
  return rows.map((r) => ({ id: r.id, name: r.fullName, address: r.address }));
}

/**
 * These clients of the agency, in the order given, locked for the caller's transaction (`deps.db`);
 * null when one of them is not the agency's.
 */
export async function lockMandators(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { ids }: { ids: readonly string[] },
) {
  const rows = await repo.lockClientAddresses(deps.db, scope.agencyId, ids);
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, name: r.fullName, address: r.address }]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.every((c) => c !== undefined) ? ordered : null;
}

/** The client as the scoring page names it; 404 when not the agency's. */
export async function scoringSubject(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await repo.findClient(deps.db, scope.agencyId, id);
  if (!row) throw clientNotFound();
  return { id: row.id, fullName: row.fullName, clientScore: row.clientScore };
}

/** Saves the latest score on the client, in the caller's transaction (`deps.db`); 404 when not the agency's. */
export async function saveClientScore(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id, score }: { id: string; score: number },
) {
  if (!(await repo.setClientScore(deps.db, scope.agencyId, id, score))) throw clientNotFound();
}
