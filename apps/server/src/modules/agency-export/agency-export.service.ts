import { type AgencyExport, billingMessages, dataExportMessages } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { agencyExportJob } from './agency-export.job';
import { recordAccess } from '../access-log/access-log.service';
import * as repo from './agency-export.repo';
import { BUCKET } from './export-archive';
import { allAgencyIds } from '../agency/agency.service';
import { forEachAgency } from '../../db/agency-scope';

const toDto = (row: repo.AgencyExportRow): AgencyExport => ({
  id: row.id,
  status: row.status,
  requestedAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  done: row.done,
  total: row.total,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  downloadedAt: row.downloadedAt?.toISOString() ?? null,
});

/**
 * An export killed with its process (a crash, a deployment) stops showing signs of life: after
 * STALE_JOB_SECONDS it is failed, so the head sees it and may ask again (for a read-only agency this
 * archive is the only way to keep its data). A job that resumes it later finds it failed and stops.
 */
const failStale = (deps: AppDeps, agencyId: string) =>
  repo.failStaleExports(deps.db, agencyId, new Date(Date.now() - deps.config.staleJobMs));

export async function exportState(deps: AppDeps, scope: MemberScope) {
  await failStale(deps, scope.agencyId);
  const row = await repo.latestExport(deps.db, scope.agencyId);
  return { latest: row ? toDto(row) : null };
}

/** The head asks for an archive; a job builds it (it may hold every file of the agency). */
export async function requestExport(deps: AppDeps, scope: MemberScope) {
  await failStale(deps, scope.agencyId);
  const latest = await repo.latestExport(deps.db, scope.agencyId);
  if (latest?.status === 'pending') throw new AppError('CONFLICT', billingMessages.exportPending);
  const row = await repo.insertExport(deps.db, scope.agencyId, scope.userId);
  await deps.jobs.enqueue(
    agencyExportJob,
    { agencyId: scope.agencyId, exportId: row.id, userId: scope.userId },
    { key: `agency-export:${row.id}` },
  );
}

/**
 * The one download of an archive (« téléchargeable une seule fois », docs/decisions/privacy.md): taken
 * atomically when it starts and recorded in the access log; `settle` then deletes the archive once
 * the answer was sent whole, or gives it back when the transfer was cut short.
 */
export async function openExport(deps: AppDeps, scope: MemberScope, { id, ip }: { id: string; ip: string }) {
  const claimed = await repo.claimDownload(deps.db, scope.agencyId, id);
  if (!claimed?.storageKey) {
    const row = await repo.findExport(deps.db, scope.agencyId, id);
    if (row?.downloadedAt) throw new AppError('CONFLICT', dataExportMessages.alreadyDownloaded);
    throw notFound(billingMessages.exportNotFound);
  }
  const key = claimed.storageKey;
  const object = await deps.storage.get(BUCKET, key);
  if (!object) {
    await repo.releaseDownload(deps.db, scope.agencyId, id);
    throw notFound(billingMessages.exportNotFound);
  }
  try {
    await recordAccess(deps, scope, { kind: 'agency_export', ip, detail: id });
  } catch (err) {
    object.body.destroy();
    await repo.releaseDownload(deps.db, scope.agencyId, id);
    throw err;
  }
  const day = claimed.createdAt.toISOString().slice(0, 10);
  const settle = async (complete: boolean) => {
    if (!complete) return repo.releaseDownload(deps.db, scope.agencyId, id);
    // The file first: once the row names no file, the file is gone.
    await deps.storage.delete(BUCKET, [key]);
    await repo.forgetArchive(deps.db, scope.agencyId, id);
  };
  return { object, fileName: `export-agence-${day}.zip`, settle };
}

/** Archives past AGENCY_EXPORT_KEEP_DAYS go with their files (hourly job), agency by agency; stale exports fail. */
export async function expireAgencyExports(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>): Promise<number> {
  let removed = 0;
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      // Also the hourly look at exports whose job died, so none stays « en cours » unseen.
      await repo.failStaleExports(deps.db, agencyId, new Date(Date.now() - deps.config.staleJobMs));
      const rows = await repo.deleteExpiredExports(deps.db, agencyId);
      const keys = rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
      if (keys.length > 0) await deps.storage.delete(BUCKET, keys);
      removed += rows.length;
    },
  );
  return removed;
}
