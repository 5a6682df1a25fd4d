import { type Client, type ClientDetail, clientInputSchema, clientMessages } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { parse } from '../../validation';
import { ownerExists } from '../documents/document-owners.repo';
import type { DocumentToSave } from '../documents/document-services';
import { storeDocument, withStoredFiles } from '../documents/document-store';
import { listClientDocuments, toStoredDocument } from '../documents/documents.repo';
import * as repo from './clients.repo';

export function toClientDto(row: repo.ClientRow): Client {
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
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getClientDetail(deps: AppDeps, agencyId: string, id: string): Promise<ClientDetail> {
  const row = await repo.findClient(deps.db, agencyId, id);
  if (!row) throw notFound(clientMessages.notFound);
  const docs = await listClientDocuments(deps.db, agencyId, id);
  return { ...toClientDto(row), documents: docs.map(toStoredDocument) };
}

/** The new client's fields travel as one JSON multipart field beside the PDF. */
function clientFieldsOf(doc: DocumentToSave) {
  let raw: unknown;
  try {
    raw = JSON.parse(doc.fields.client ?? '');
  } catch {
    throw new AppError('VALIDATION_FAILED', clientMessages.missingFields);
  }
  return parse(clientInputSchema, raw);
}

/** "Sauvegarder" from /add-client: the client and its first document exist together or not at all. */
export async function createClientWithDocument(
  deps: AppDeps,
  agencyId: string,
  doc: DocumentToSave,
): Promise<ClientDetail> {
  const input = clientFieldsOf(doc);
  const id = await withStoredFiles(deps.db, deps.storage, async (tx, stored) => {
    const client = await repo.insertClient(tx, agencyId, input);
    await storeDocument(
      tx,
      deps.storage,
      agencyId,
      { owner: { kind: 'client', id: client.id }, ...doc },
      stored,
    );
    return client.id;
  });
  return getClientDetail(deps, agencyId, id);
}

export async function addClientDocument(
  deps: AppDeps,
  agencyId: string,
  clientId: string,
  doc: DocumentToSave,
) {
  const owner = { kind: 'client', id: clientId } as const;
  const row = await withStoredFiles(deps.db, deps.storage, async (tx, stored) => {
    // Locks the client so a concurrent delete cannot leave this file without its owner.
    if (!(await ownerExists(tx, agencyId, owner))) throw notFound(clientMessages.notFound);
    return storeDocument(tx, deps.storage, agencyId, { owner, ...doc }, stored);
  });
  return toStoredDocument(row);
}

/** Removes the client, its document rows, then its stored files (spec 001 §7 storage removal). */
export async function deleteClientAndFiles(
  deps: AppDeps,
  agencyId: string,
  id: string,
  log: (err: unknown) => void,
) {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await ownerExists(tx, agencyId, { kind: 'client', id }))) return null;
    return repo.deleteClient(tx, agencyId, id);
  });
  if (!keys) throw notFound(clientMessages.notFound);
  if (keys.length === 0) return;
  try {
    await deps.storage.delete('client-documents', keys);
  } catch (err) {
    // The rows are gone, so the files are unreachable; report it for cleanup rather than fail the user.
    log(err);
  }
}
