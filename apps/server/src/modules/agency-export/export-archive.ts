import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AGENCY_EXPORT_KEEP_DAYS } from '@immopilote/contracts';
import { type MemberScope, scopeActingFor } from '../../auth/context';
import { whileBeating } from '../../jobs/heartbeat';
import type { AppDeps } from '../../deps';
import { safeEntryName } from '../../files/csv';
import { fieldColumns } from '../../files/table';
import { tableFiles } from '../../files/table-files';
import { ZipStream } from '../../files/zip-stream';
import { objectKey } from '../../storage/storage';
import { agencyScores } from '../client-scoring/client-scoring.service';
import { getClientDetail, listAgencyClients } from '../clients/clients.service';
import {
  DEADLINE_EXPORT_FIELDS,
  DEADLINE_EXPORT_TYPES,
  DEAL_EXPORT_FIELDS,
  DEAL_EXPORT_TYPES,
  dealsToExport,
  OFFER_EXPORT_FIELDS,
  OFFER_EXPORT_TYPES,
} from '../deals/deal-exports.service';
import { agencyDocumentsToExport, type DocumentToExport } from '../documents/documents.service';
import { listPropertyHistory } from '../history/history.service';
import { agencyLeadsToExport, LEAD_EXPORT_FIELDS, LEAD_EXPORT_TYPES } from '../leads/leads.service';
import { inspectionsToExport } from '../inspections/inspection-exports';
import { invoicesToExport } from '../fee-invoices/fee-invoices.service';
import { registersForExport } from '../mandates/mandates.service';
import { signaturesToExport } from '../signatures/signatures.service';
import {
  agencyPhotosToExport,
  getAgencyProperty,
  listAgencyProperties,
} from '../properties/properties.service';
import * as repo from './agency-export.repo';
import { CLIENT_COLUMNS } from '../client-export/client-export.service';

const DAY_MS = 86_400_000;

export const BUCKET = 'agency-exports' as const;

/** Where each document's file goes in the archive: under its owner, its id first (names may repeat). */
function documentPath(doc: DocumentToExport, historyProperty: Map<string, string>): string {
  const name = `${doc.id}-${safeEntryName(doc.fileName)}`;
  if (doc.owner.kind === 'client') return `fichiers/clients/${doc.owner.id}/${name}`;
  if (doc.owner.kind === 'property') return `fichiers/biens/${doc.owner.id}/documents/${name}`;
  return `fichiers/biens/${historyProperty.get(doc.owner.id) ?? 'sans-bien'}/historique/${name}`;
}

/** Reads everything the archive describes through the modules' own services. */
async function collectData(deps: AppDeps, scope: MemberScope) {
  const properties = [];
  let cursor: string | undefined;
  do {
    const page = await listAgencyProperties(deps, scope, { q: '', cursor, limit: 60, sort: 'recent' });
    for (const card of page.items) properties.push(await getAgencyProperty(deps, scope, { id: card.id }));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const history = [];
  for (const property of properties) {
    const list = await listPropertyHistory(deps, scope, { propertyId: property.id });
    history.push(
      ...list.entries.map((entry) => ({ propertyId: property.id, propertyName: property.name, ...entry })),
    );
  }
  const clients = [];
  for (let page = 1; ; page++) {
    const list = await listAgencyClients(deps, scope, { q: '', page, pageSize: 100 });
    for (const client of list.items) clients.push(await getClientDetail(deps, scope, { id: client.id }));
    if (page * 100 >= list.total || list.items.length === 0) break;
  }
  const registers = await registersForExport(deps, scope);
  const historyProperty = new Map(history.map((h) => [h.id, h.propertyId]));
  const documents = (await agencyDocumentsToExport(deps, scope)).map((doc) => ({
    ...doc,
    path: documentPath(doc, historyProperty),
  }));
  const photos = (await agencyPhotosToExport(deps, scope)).map((photo, index) => ({
    ...photo,
    path: `fichiers/biens/${photo.propertyId}/photos/${String(index + 1).padStart(4, '0')}-${photo.id}${path.extname(photo.key)}`,
  }));
  const clientScores = await agencyScores(deps, scope);
  const leads = await agencyLeadsToExport(deps, scope);
  const signatures = await signaturesToExport(deps, scope);
  const inspections = await inspectionsToExport(deps, scope);
  const deals = await dealsToExport(deps, scope);
  const invoices = await invoicesToExport(deps, scope);
  return {
    deals,
    properties,
    history,
    clients,
    clientScores,
    registers,
    documents,
    photos,
    leads,
    signatures,
    inspections,
    invoices,
  };
}

type ExportData = Awaited<ReturnType<typeof collectData>>;

/**
 * The data part: one table per kind of record as CSV (programs) and XLSX (people), the legal registers
 * as printed, and all of it as JSON.
 */
async function writeData(zip: ZipStream, data: ExportData) {
  const mandates = data.registers.flatMap((r) => r.items);
  const mandateRows = mandates.map((m) => ({ ...m, mandators: m.mandators.map((p) => p.name).join(' ; ') }));
  const files = [
    ...data.documents.map((d) => ({
      path: d.path,
      kind: `document (${d.owner.kind})`,
      ownerId: d.owner.id,
      fileName: d.fileName,
      mimeType: d.mimeType,
    })),
    ...data.photos.map((p) => ({
      path: p.path,
      kind: 'photo',
      ownerId: p.propertyId,
      fileName: path.basename(p.path),
      mimeType: 'image/webp',
    })),
    ...data.signatures.files.map((f) => ({
      path: f.path,
      kind: 'signature',
      ownerId: f.requestId,
      fileName: path.basename(f.path),
      mimeType: f.mimeType,
    })),
    ...data.inspections.files.map((f) => ({
      path: f.path,
      kind: 'inspection',
      ownerId: f.inspectionId,
      fileName: path.basename(f.path),
      mimeType: f.mimeType,
    })),
    ...data.invoices.files.map((f) => ({
      path: f.path,
      kind: 'facture',
      ownerId: f.invoiceId,
      fileName: path.basename(f.path),
      mimeType: f.mimeType,
    })),
  ];
  const tables = [
    await tableFiles('biens', {
      sheet: 'Biens',
      columns: fieldColumns<ExportData['properties'][number]>(
        [
          'id',
          'name',
          'type',
          'status',
          'price',
          'address',
          'zip',
          'city',
          'description',
          'marketPrice',
          'createdAt',
        ],
        { price: 'number', marketPrice: 'number', createdAt: 'datetime' },
      ),
      rows: data.properties,
    }),
    await tableFiles('clients', { sheet: 'Clients', columns: CLIENT_COLUMNS, rows: data.clients }),
    await tableFiles('historique', {
      sheet: 'Historique',
      columns: fieldColumns<ExportData['history'][number]>(
        [
          'id',
          'propertyId',
          'propertyName',
          'type',
          'date',
          'startTime',
          'durationMinutes',
          'description',
          'clientId',
          'clientName',
          'clientEmail',
          'clientPhone',
          'clientNote',
          'createdAt',
        ],
        { date: 'date', durationMinutes: 'number', createdAt: 'datetime' },
      ),
      rows: data.history,
    }),
    await tableFiles('mandats', {
      sheet: 'Mandats',
      columns: fieldColumns<(typeof mandateRows)[number]>(
        [
          'id',
          'activity',
          'number',
          'registeredOn',
          'kind',
          'status',
          'mandators',
          'object',
          'propertyId',
          'propertyNature',
          'propertyLocation',
          'startDate',
          'durationMonths',
          'endDate',
          'feeTerms',
          'closedOn',
          'closeReason',
        ],
        {
          number: 'number',
          registeredOn: 'date',
          startDate: 'date',
          durationMonths: 'number',
          endDate: 'date',
          closedOn: 'date',
        },
      ),
      rows: mandateRows,
    }),
    await tableFiles('demandes', {
      sheet: 'Demandes',
      columns: fieldColumns<ExportData['leads'][number]>([...LEAD_EXPORT_FIELDS], LEAD_EXPORT_TYPES),
      rows: data.leads,
    }),
    await tableFiles('offres', {
      sheet: 'Offres',
      columns: fieldColumns<ExportData['deals']['offers'][number]>(
        [...OFFER_EXPORT_FIELDS],
        OFFER_EXPORT_TYPES,
      ),
      rows: data.deals.offers,
    }),
    await tableFiles('dossiers', {
      sheet: 'Dossiers',
      columns: fieldColumns<ExportData['deals']['deals'][number]>([...DEAL_EXPORT_FIELDS], DEAL_EXPORT_TYPES),
      rows: data.deals.deals,
    }),
    await tableFiles('echeances', {
      sheet: 'Échéances',
      columns: fieldColumns<ExportData['deals']['deadlines'][number]>(
        [...DEADLINE_EXPORT_FIELDS],
        DEADLINE_EXPORT_TYPES,
      ),
      rows: data.deals.deadlines,
    }),
    await tableFiles('fichiers', {
      sheet: 'Fichiers',
      columns: fieldColumns<(typeof files)[number]>(['path', 'kind', 'ownerId', 'fileName', 'mimeType']),
      rows: files,
    }),
  ];
  for (const file of tables.flat()) await zip.addData(file.name, file.body);
  for (const register of data.registers) {
    for (const file of register.files) await zip.addData(`registres/${file.fileName}`, file.body);
  }
  const json = {
    exportedAt: new Date().toISOString(),
    properties: data.properties,
    clients: data.clients,
    // The scores with the facts and factors behind each (the clients' right of access).
    clientScores: data.clientScores,
    history: data.history,
    mandates,
    leads: data.leads,
    // Issue 30: each completed signature request, its sealed PDF and proof file under fichiers/signatures/.
    signatures: data.signatures.requests,
    // Issue 31: each état des lieux whole, its photos under fichiers/etats-des-lieux/, its signed PDF
    // with its signature request.
    inspections: data.inspections.inspections,
    // Issue 32: offers, sale and rental files and their deadlines.
    offers: data.deals.offers,
    deals: data.deals.deals,
    dealDeadlines: data.deals.deadlines,
    // Issue 32: every fee invoice kept (ten years), what it printed, its PDF under fichiers/factures/.
    invoices: data.invoices.invoices,
    files,
  };
  await zip.addData('donnees.json', Buffer.from(JSON.stringify(json, null, 2)));
}

/**
 * Builds the archive in a job: the data (CSV and JSON) and every photo and document file, written
 * as a stream to a temporary file (never the whole archive in memory), then stored in the export
 * bucket; progress is saved as files are copied. The previous archive goes once this one is ready.
 */
export async function buildExport(
  deps: AppDeps,
  payload: { agencyId: string; exportId: string; userId: string },
  log: { error(obj: object, msg: string): void },
) {
  const row = await repo.findExport(deps.db, payload.agencyId, payload.exportId);
  // Pending again after a crash: the job starts over; failed as stale meanwhile: nothing to do.
  if (row?.status !== 'pending') return;
  const scope = scopeActingFor({ agencyId: payload.agencyId, userId: payload.userId, isBoss: true });
  const tmp = path.join(tmpdir(), `immopilote-export-${randomUUID()}.zip`);
  await whileBeating(
    deps.config.staleJobMs,
    () => repo.touchExport(deps.db, payload.agencyId, payload.exportId),
    () => build(deps, payload, scope, tmp, log),
    (err) => log.error({ err, agencyId: payload.agencyId }, 'agency export heartbeat not saved'),
  );
}

async function build(
  deps: AppDeps,
  payload: { agencyId: string; exportId: string; userId: string },
  scope: MemberScope,
  tmp: string,
  log: { error(obj: object, msg: string): void },
) {
  try {
    const data = await collectData(deps, scope);
    const files = [
      ...data.documents,
      ...data.photos,
      ...data.signatures.files,
      ...data.inspections.files,
      ...data.invoices.files,
    ];
    const total = files.length + 1;
    await repo.markProgress(deps.db, payload.agencyId, payload.exportId, { done: 0, total });
    const zip = new ZipStream(createWriteStream(tmp));
    await writeData(zip, data);
    let lastSaved = Date.now();
    for (const [index, file] of files.entries()) {
      const object = await deps.storage.get(file.bucket, file.key);
      // A file gone between the listing and now (deleted meanwhile) is simply not in the archive.
      if (object) await zip.addStream(file.path, object.body);
      if (Date.now() - lastSaved > 500) {
        lastSaved = Date.now();
        await repo.markProgress(deps.db, payload.agencyId, payload.exportId, { done: index + 2, total });
      }
    }
    await zip.finish();
    const key = objectKey(payload.agencyId, 'exports', `${randomUUID()}.zip`);
    await deps.storage.putFile(BUCKET, key, tmp, 'application/zip');
    const readyAt = new Date();
    await repo.markProgress(deps.db, payload.agencyId, payload.exportId, { done: total, total });
    const kept = await repo.markExport(deps.db, payload.agencyId, payload.exportId, {
      status: 'ready',
      storageKey: key,
      readyAt,
      expiresAt: new Date(readyAt.getTime() + AGENCY_EXPORT_KEEP_DAYS * DAY_MS),
    });
    if (!kept) {
      // Given up as stale while it was being built (a newer one may exist): its archive goes.
      await deps.storage.delete(BUCKET, [key]);
      return;
    }
    const previous = await repo.deleteOtherExports(deps.db, payload.agencyId, payload.exportId);
    const keys = previous.flatMap((p) => (p.storageKey ? [p.storageKey] : []));
    if (keys.length > 0) await deps.storage.delete(BUCKET, keys);
  } catch (err) {
    log.error({ err, agencyId: payload.agencyId }, 'agency export failed');
    await repo.markExport(deps.db, payload.agencyId, payload.exportId, {
      status: 'failed',
      storageKey: null,
      readyAt: null,
      expiresAt: null,
    });
  } finally {
    await rm(tmp, { force: true });
  }
}
