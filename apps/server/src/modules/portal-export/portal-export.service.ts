import { type LatestPortalExport, type PortalExport, portalExportMessages } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { EXPORT_BUCKET, exportFileName } from './portal-export-build';
import { portalExportJob } from './portal-export.job';
import * as repo from './portal-export.repo';
import { recordAccess } from '../access-log/access-log.service';

/** An export still « running » after this long died with its process: a new one may start. */
const STALE_AFTER_MS = 30 * 60 * 1000;

function toExport(row: repo.PortalExportRow): PortalExport {
  return {
    id: row.id,
    status: row.status,
    done: row.done,
    total: row.total,
    included: row.included,
    excluded: row.excluded,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Starts an export of the whole active portfolio; one at a time per agency. */
export async function startPortalExport(deps: AppDeps, scope: MemberScope): Promise<PortalExport> {
  const row = await deps.db.transaction(async (tx) => {
    const now = Date.now();
    const running = (await repo.unfinishedExports(tx, scope.agencyId)).filter(
      (r) => now - r.createdAt.getTime() < STALE_AFTER_MS,
    );
    if (running.length > 0) throw new AppError('CONFLICT', portalExportMessages.alreadyRunning);
    return repo.insertExport(tx, scope.agencyId, scope.userId);
  });
  await deps.jobs.enqueue(
    portalExportJob,
    { agencyId: scope.agencyId, exportId: row.id, requestedBy: scope.userId },
    { key: row.id },
  );
  return toExport(row);
}

export async function latestPortalExport(deps: AppDeps, scope: MemberScope): Promise<LatestPortalExport> {
  const row = await repo.latestExport(deps.db, scope.agencyId);
  return { export: row ? toExport(row) : null };
}

/** The ZIP of a finished export of the agency; another agency's, or one not ready, is a 404. */
export async function openPortalExport(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip }: { id: string; ip: string },
) {
  const row = await repo.findExport(deps.db, scope.agencyId, id);
  if (row?.status !== 'done' || !row.storageKey) throw notFound(portalExportMessages.notFound);
  const object = await deps.storage.get(EXPORT_BUCKET, row.storageKey);
  if (!object) throw notFound(portalExportMessages.notFound);
  try {
    await recordAccess(deps, scope, { kind: 'portal_export', ip, detail: row.id });
  } catch (err) {
    object.body.destroy();
    throw err;
  }
  return { ...object, fileName: exportFileName(scope.agencyId) };
}
