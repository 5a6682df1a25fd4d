import { randomUUID } from 'node:crypto';
import { type AgencyExport, billingMessages } from '@immopilote/contracts';
import { stringify } from 'csv-stringify/sync';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { agencyExportJob } from '../../jobs/agency-export.job';
import { objectKey } from '../../storage/storage';
import { agencyScores } from '../client-scoring/client-scoring.service';
import { getClientDetail, listAgencyClients } from '../clients/clients.service';
import { agencyDocumentFiles } from '../documents/documents.service';
import { listPropertyHistory } from '../history/history.service';
import { agencyPhotoFiles, getAgencyProperty, listAgencyProperties } from '../properties/properties.service';
import * as repo from './agency-export.repo';

const toDto = (row: repo.AgencyExportRow): AgencyExport => ({
  id: row.id,
  status: row.status,
  requestedAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
});

export async function exportState(deps: AppDeps, scope: MemberScope) {
  const row = await repo.latestExport(deps.db, scope.agencyId);
  return { latest: row ? toDto(row) : null };
}

/** The head asks for an archive; a job builds it (it may hold every file of the agency). */
export async function requestExport(deps: AppDeps, scope: MemberScope) {
  const latest = await repo.latestExport(deps.db, scope.agencyId);
  if (latest?.status === 'pending') throw new AppError('CONFLICT', billingMessages.exportPending);
  const row = await repo.insertExport(deps.db, scope.agencyId, scope.userId);
  await deps.jobs.enqueue(
    agencyExportJob,
    { agencyId: scope.agencyId, exportId: row.id, userId: scope.userId },
    { key: `agency-export:${row.id}` },
  );
}

export async function openExport(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await repo.findExport(deps.db, scope.agencyId, id);
  const object = row?.storageKey ? await deps.storage.get('agency-exports', row.storageKey) : null;
  if (!row || !object) throw notFound(billingMessages.exportNotFound);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { object, fileName: `export-agence-${day}.zip` };
}

/** `;`-separated with a BOM: what a French spreadsheet opens with accents intact. */
function csv(rows: readonly Record<string, unknown>[], columns: readonly string[]): Uint8Array {
  return strToU8(
    stringify([...rows], {
      header: true,
      columns: [...columns],
      delimiter: ';',
      bom: true,
      record_delimiter: 'windows',
    }),
  );
}

/**
 * Builds the archive: properties, clients and history as CSV and as one JSON file, and every
 * photo and document file, read through the modules' own services; stored in the export bucket,
 * then the previous archive goes.
 */
export async function buildExport(
  deps: AppDeps,
  payload: { agencyId: string; exportId: string; userId: string },
  log: { error(obj: object, msg: string): void },
) {
  const row = await repo.findExport(deps.db, payload.agencyId, payload.exportId);
  if (row?.status !== 'pending') return;
  const scope: MemberScope = {
    userId: payload.userId,
    email: '',
    agencyId: payload.agencyId,
    isBoss: true,
    isAdmin: false,
    permissions: [],
    plan: null,
  };
  try {
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
    const files: Zippable = {
      'biens.csv': csv(properties, [
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
      ]),
      'clients.csv': csv(clients, [
        'id',
        'fullName',
        'firstName',
        'email',
        'phone',
        'birthDate',
        'nationality',
        'maritalStatus',
        'profession',
        'address',
        'notes',
        'clientScore',
        'createdAt',
      ]),
      'historique.csv': csv(history, [
        'id',
        'propertyId',
        'propertyName',
        'type',
        'date',
        'description',
        'clientName',
        'clientEmail',
        'clientPhone',
        'clientNote',
        'createdAt',
      ]),
      'donnees.json': strToU8(
        JSON.stringify(
          { properties, clients, history, clientScores: await agencyScores(deps, scope) },
          null,
          2,
        ),
      ),
    };
    for (const file of [
      ...(await agencyPhotoFiles(deps, scope)),
      ...(await agencyDocumentFiles(deps, scope)),
    ]) {
      const object = await deps.storage.get(file.bucket, file.key);
      if (!object) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
      // Photos and PDFs are compressed already: stored as they are.
      files[`fichiers/${file.bucket}/${file.key}`] = [new Uint8Array(Buffer.concat(chunks)), { level: 0 }];
    }
    const key = objectKey(payload.agencyId, 'exports', `${randomUUID()}.zip`);
    await deps.storage.put(
      'agency-exports',
      key,
      Buffer.from(zipSync(files, { level: 6 })),
      'application/zip',
    );
    await repo.markExport(deps.db, payload.agencyId, payload.exportId, {
      status: 'ready',
      storageKey: key,
      readyAt: new Date(),
    });
    const previous = await repo.deleteOtherExports(deps.db, payload.agencyId, payload.exportId);
    const keys = previous.flatMap((p) => (p.storageKey ? [p.storageKey] : []));
    if (keys.length > 0) await deps.storage.delete('agency-exports', keys);
  } catch (err) {
    log.error({ err, agencyId: payload.agencyId }, 'agency export failed');
    await repo.markExport(deps.db, payload.agencyId, payload.exportId, {
      status: 'failed',
      storageKey: null,
      readyAt: null,
    });
  }
}
