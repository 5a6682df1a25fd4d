import { randomUUID } from 'node:crypto';
import {
  type ContactImport,
  type ContactImportPreview,
  contactImportMessages as m,
  parisToday,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { objectKey } from '../../storage/storage';
import { summaryOf } from '../matching/match-explain';
import { analyseContactFile } from './contact-import-analysis';
import { judgeRows, rowMapper } from './contact-import-judge';
import type { ContactMapping } from './contact-import-rows';
import { IMPORT_BUCKET, type StoredImportReport } from './contact-import-run';
import { contactImportJob } from './contact-import.job';
import * as repo from './contact-import.repo';

const importNotFound = () => notFound(m.notFound);

function toImport(row: repo.ImportRow): ContactImport {
  const stored = row.report as unknown as StoredImportReport | null;
  const a = stored?.analysis;
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    format: a?.format ?? 'csv',
    encoding:
      a?.encoding === 'utf-8'
        ? 'UTF-8'
        : a?.encoding === 'utf-16le'
          ? 'UTF-16'
          : a?.encoding
            ? 'Windows-1252'
            : null,
    delimiter: a?.delimiter ?? null,
    columns: (a?.headers ?? []).map((header, index) => ({
      index,
      header,
      examples: a?.examples[index] ?? [],
      suggested: a?.suggested[index] ?? 'ignore',
    })),
    rowCount: a?.rowCount ?? 0,
    mapping: (row.mapping as ContactMapping | null) ?? null,
    done: row.done,
    total: row.total,
    report: stored?.result ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** An import left at the mapping step this long is cancelled and its file removed (at the agency's next upload). */
const ABANDONED_AFTER_MS = 7 * 24 * 3600 * 1000;

const failStale = (deps: AppDeps, agencyId: string) =>
  repo.failStaleImports(deps.db, agencyId, new Date(Date.now() - deps.config.staleJobMs));

/**
 * The uploaded file (already on the local disk, within the size limit): analysed, then kept in
 * storage under the agency's prefix until the import ends. Nothing is written to the directory yet.
 */
export async function createContactImport(
  deps: AppDeps,
  scope: MemberScope,
  { path, fileName }: { path: string; fileName: string },
): Promise<ContactImport> {
  const analysis = await analyseContactFile(path);
  const abandoned = await repo.cancelAbandonedImports(
    deps.db,
    scope.agencyId,
    new Date(Date.now() - ABANDONED_AFTER_MS),
  );
  if (abandoned.length > 0) await deps.storage.delete(IMPORT_BUCKET, abandoned);
  const id = randomUUID();
  const key = objectKey(scope.agencyId, id, analysis.format === 'xlsx' ? 'contacts.xlsx' : 'contacts.csv');
  await deps.storage.putFile(
    IMPORT_BUCKET,
    key,
    path,
    analysis.format === 'xlsx'
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv',
  );
  try {
    await repo.insertImport(deps.db, scope.agencyId, { id, fileName, requestedBy: scope.userId });
    const report: StoredImportReport = { analysis, result: null };
    await repo.updateImport(deps.db, scope.agencyId, id, {
      status: 'ready',
      storageKey: key,
      report: report as unknown as Record<string, unknown>,
      total: analysis.rowCount,
    });
  } catch (err) {
    await deps.storage.delete(IMPORT_BUCKET, [key]);
    throw err;
  }
  return getContactImport(deps, scope, { id });
}

export async function getContactImport(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  await failStale(deps, scope.agencyId);
  const row = await repo.findImport(deps.db, scope.agencyId, id);
  if (!row) throw importNotFound();
  return toImport(row);
}

function checkColumns(row: repo.ImportRow, mapping: ContactMapping) {
  const columns = (row.report as unknown as StoredImportReport | null)?.analysis.headers.length ?? 0;
  for (const index of Object.keys(mapping)) {
    if (Number(index) >= columns) {
      throw new AppError('VALIDATION_FAILED', m.mappingUnknownColumn, {
        [`mapping.${index}`]: m.mappingUnknownColumn,
      });
    }
  }
}

/** The first rows as the mapping makes them: each with its problems, and the duplicates the import would skip. */
export async function previewContactImport(
  deps: AppDeps,
  scope: MemberScope,
  { id, mapping }: { id: string; mapping: ContactMapping },
): Promise<ContactImportPreview> {
  const row = await repo.findImport(deps.db, scope.agencyId, id);
  if (!row) throw importNotFound();
  checkColumns(row, mapping);
  const { analysis } = row.report as unknown as StoredImportReport;
  const map = rowMapper(row.fileName, parisToday());
  const rows = analysis.sample.map((r) => ({ line: r.line, mapped: map(r.cells, mapping) }));
  const existing = await repo.clientsMatching(deps.db, scope.agencyId, {
    emails: rows.flatMap((r) => (r.mapped.emailKey ? [r.mapped.emailKey] : [])),
    phones: rows.flatMap((r) => (r.mapped.phoneKey ? [r.mapped.phoneKey] : [])),
  });
  return {
    rows: judgeRows(rows, new Map(), existing).map((j) => ({
      line: j.line,
      status: j.outcome === 'create' ? 'ok' : j.outcome,
      contact: {
        fullName: j.mapped.contact.fullName,
        firstName: j.mapped.contact.firstName,
        email: j.mapped.contact.email,
        phone: j.mapped.contact.phone,
        address: j.mapped.contact.address,
        roles: j.mapped.contact.roles,
        consent: j.mapped.contact.consent,
      },
      search: j.mapped.search
        ? summaryOf({
            ...j.mapped.search,
            radiusKm: null,
            radiusCenter: null,
            notes: j.mapped.search.notes ?? null,
          })
        : null,
      errors: j.mapped.errors,
      warnings: j.mapped.warnings,
      duplicate: j.duplicate,
    })),
  };
}

/**
 * « Importer N contacts »: the mapping is kept and the job starts; a failed import resumes where it
 * stopped, with the mapping it started with. One contact import runs at a time per agency.
 */
export async function startContactImport(
  deps: AppDeps,
  scope: MemberScope,
  { id, mapping }: { id: string; mapping: ContactMapping },
): Promise<ContactImport> {
  await failStale(deps, scope.agencyId);
  const row = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockImport(tx, scope.agencyId, id);
    if (!locked) throw importNotFound();
    if (locked.status !== 'ready' && locked.status !== 'failed') throw new AppError('CONFLICT', m.notReady);
    if (!locked.storageKey) throw new AppError('CONFLICT', m.fileGone);
    checkColumns(locked, mapping);
    const running = await repo.runningImports(tx, scope.agencyId);
    if (running.length > 0) throw new AppError('CONFLICT', m.alreadyRunning);
    const keep = locked.status === 'failed' && locked.done > 0;
    await repo.updateImport(tx, scope.agencyId, id, {
      status: 'running',
      mapping: keep ? locked.mapping : mapping,
      heartbeatAt: new Date(),
      error: null,
    });
    return { ...locked, status: 'running' as const, mapping: keep ? locked.mapping : mapping };
  });
  await deps.jobs.enqueue(
    contactImportJob,
    { agencyId: scope.agencyId, importId: id, requestedBy: scope.userId },
    { key: `${id}:${Date.now()}` },
  );
  return toImport(row);
}
