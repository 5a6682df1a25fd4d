import { randomUUID } from 'node:crypto';
import { type ListingImport, type ListingImportList, listingImportMessages } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { objectKey } from '../../storage/storage';
import { archiveError, openExport } from './export-file';
import { listingImportAnalyseJob, listingImportRunJob } from './listing-import.job';
import * as repo from './listing-import.repo';
import { IMPORT_BUCKET, toListingImport, toSummary } from './listing-import-report';
import { receiveZipToDisk } from './upload-to-disk';

const HISTORY_SHOWN = 20;

/**
 * An import whose job has shown no sign of life for STALE_JOB_SECONDS died with its process (a
 * crash, kill -9): it is failed with a message saying it may be resumed, and nothing is half
 * written (one transaction per listing).
 */
const failStale = (deps: AppDeps, agencyId: string, db: DbOrTx = deps.db) =>
  repo.failStaleImports(
    db,
    agencyId,
    new Date(Date.now() - deps.config.staleJobMs),
    listingImportMessages.interrupted,
  );

async function requireImport(deps: AppDeps, scope: MemberScope, id: string) {
  const row = await repo.findImport(deps.db, scope.agencyId, id);
  if (!row) throw notFound(listingImportMessages.notFound);
  return row;
}

/**
 * The upload: streamed to a temporary file, its central directory read (a file that is not a ZIP,
 * holds a `../` name or no Annonces.csv is refused here, in French), stored under the agency's
 * prefix, and its dry run queued. Nothing is written to the listings.
 */
export async function uploadListingExport(
  deps: AppDeps,
  scope: MemberScope,
  request: FastifyRequest,
): Promise<ListingImport> {
  await failStale(deps, scope.agencyId);
  if ((await repo.busyImports(deps.db, scope.agencyId)).length > 0) {
    throw new AppError('CONFLICT', listingImportMessages.alreadyRunning);
  }
  const file = await receiveZipToDisk(request, deps.config.listingImportMaxBytes);
  try {
    try {
      (await openExport(file.path)).close();
    } catch (err) {
      throw archiveError(err) ?? err;
    }
    const id = randomUUID();
    const key = objectKey(scope.agencyId, id, 'export.zip');
    await deps.storage.putFile(IMPORT_BUCKET, key, file.path, 'application/zip');
    let row: repo.ImportRow;
    try {
      row = await deps.db.transaction(async (tx) => {
        if ((await repo.busyImports(tx, scope.agencyId)).length > 0) {
          throw new AppError('CONFLICT', listingImportMessages.alreadyRunning);
        }
        return repo.insertImport(tx, scope.agencyId, {
          id,
          fileName: file.fileName,
          storageKey: key,
          requestedBy: scope.userId,
        });
      });
    } catch (err) {
      await deps.storage.delete(IMPORT_BUCKET, [key]);
      throw err;
    }
    await deps.jobs.enqueue(
      listingImportAnalyseJob,
      { agencyId: scope.agencyId, importId: id },
      { key: `${id}:analyse` },
    );
    return toListingImport(row);
  } finally {
    await file.remove();
  }
}

export async function listListingImports(deps: AppDeps, scope: MemberScope): Promise<ListingImportList> {
  await failStale(deps, scope.agencyId);
  const rows = await repo.listImports(deps.db, scope.agencyId, HISTORY_SHOWN);
  return { imports: rows.map(toSummary), maxBytes: deps.config.listingImportMaxBytes };
}

export async function getListingImport(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  await failStale(deps, scope.agencyId);
  return toListingImport(await requireImport(deps, scope, id));
}

/**
 * « Importer »: a dry run read and shown (`ready`), or a run that died (`failed` with its file kept),
 * starts writing; one import writes at a time per agency.
 */
export async function confirmListingImport(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<ListingImport> {
  await failStale(deps, scope.agencyId);
  const row = await requireImport(deps, scope, id);
  const resumable = row.status === 'failed' && row.storageKey !== null && row.total > 0;
  if (row.status !== 'ready' && !resumable) throw new AppError('CONFLICT', listingImportMessages.notReady);
  const report = toListingImport(row).analysis;
  if (report && report.toCreate + report.toUpdate === 0) {
    throw new AppError('CONFLICT', listingImportMessages.nothingToImport);
  }
  await deps.db.transaction(async (tx) => {
    const busy = (await repo.busyImports(tx, scope.agencyId)).filter((r) => r.id !== id);
    if (busy.length > 0) throw new AppError('CONFLICT', listingImportMessages.alreadyRunning);
    const moved = await repo.moveImport(tx, scope.agencyId, id, ['ready', 'failed'], 'running', {
      error: null,
      finishedAt: null,
    });
    if (!moved) throw new AppError('CONFLICT', listingImportMessages.notReady);
  });
  await deps.jobs.enqueue(
    listingImportRunJob,
    { agencyId: scope.agencyId, importId: id, requestedBy: scope.userId },
    // A resumed run is a new job: the key names the attempt.
    { key: `${id}:run:${randomUUID()}` },
  );
  return toListingImport(await requireImport(deps, scope, id));
}

/** « Annuler »: nothing was written; the stored file goes. */
export async function cancelListingImport(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<ListingImport> {
  await failStale(deps, scope.agencyId);
  const row = await requireImport(deps, scope, id);
  const moved = await repo.moveImport(deps.db, scope.agencyId, id, ['ready', 'failed'], 'cancelled', {
    storageKey: null,
    finishedAt: new Date(),
  });
  if (!moved) throw new AppError('CONFLICT', listingImportMessages.notReady);
  if (row.storageKey) await deps.storage.delete(IMPORT_BUCKET, [row.storageKey]);
  return toListingImport(await requireImport(deps, scope, id));
}
