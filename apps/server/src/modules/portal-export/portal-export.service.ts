import {
  type LatestPortalExport,
  type PortalExport,
  type PublicationCheck,
  parisToday,
  portalExportMessages,
  publicationGaps,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { agencyPolirisId } from '../agency/agency.service';
import { transactionMandatesInForce } from '../mandates/mandates.service';
import { getAgencyProperty } from '../properties/properties.service';
import { EXPORT_BUCKET } from './portal-export-build';
import { portalExportJob } from './portal-export.job';
import * as repo from './portal-export.repo';
import { recordAccess } from '../access-log/access-log.service';

/**
 * An unfinished export whose job has shown no sign of life for STALE_JOB_SECONDS died with its
 * process (a crash, a deployment): it is failed, and a new one may start.
 */
const failStale = (deps: AppDeps, agencyId: string, db: DbOrTx = deps.db) =>
  repo.failStaleExports(db, agencyId, new Date(Date.now() - deps.config.staleJobMs));

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

/**
 * Starts an export of the whole active portfolio; one at a time per agency, and none before the
 * head gives the identifier SeLoger assigned (rank 1, the ZIP's name): the portal files a feed
 * under it, and no identifier of ours stands in for it.
 */
export async function startPortalExport(deps: AppDeps, scope: MemberScope): Promise<PortalExport> {
  const { polirisAgencyId } = await agencyPolirisId(deps, scope);
  if (!polirisAgencyId) throw new AppError('CONFLICT', portalExportMessages.agencyIdMissing);
  const row = await deps.db.transaction(async (tx) => {
    await failStale(deps, scope.agencyId, tx);
    const running = await repo.unfinishedExports(tx, scope.agencyId);
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
  await failStale(deps, scope.agencyId);
  const [row, { polirisAgencyId }] = await Promise.all([
    repo.latestExport(deps.db, scope.agencyId),
    agencyPolirisId(deps, scope),
  ]);
  return { export: row ? toExport(row) : null, polirisAgencyId };
}

/** The ZIP of a finished export of the agency; another agency's, or one not ready, is a 404. */
export async function openPortalExport(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip }: { id: string; ip: string },
) {
  const row = await repo.findExport(deps.db, scope.agencyId, id);
  if (row?.status === 'done' && row.included === 0) {
    throw new AppError('CONFLICT', portalExportMessages.nothingPublishable);
  }
  if (row?.status !== 'done' || !row.storageKey) throw notFound(portalExportMessages.notFound);
  const object = await deps.storage.get(EXPORT_BUCKET, row.storageKey);
  if (!object) throw notFound(portalExportMessages.notFound);
  try {
    await recordAccess(deps, scope, { kind: 'portal_export', ip, detail: row.id });
  } catch (err) {
    object.body.destroy();
    throw err;
  }
  // The name the ZIP was stored under: it carries the identifier written inside, even if the head
  // has changed it since.
  return { ...object, fileName: row.storageKey.slice(row.storageKey.lastIndexOf('/') + 1) };
}

/**
 * The property page's checklist (issue 27 §7): the export's own rule on one property, whatever its
 * status, so the page never calls complete a listing the export would leave out. 404 for another
 * agency's property.
 */
export async function propertyPublicationCheck(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<PublicationCheck> {
  const [property, mandates] = await Promise.all([
    getAgencyProperty(deps, scope, { id }),
    transactionMandatesInForce(deps, scope),
  ]);
  return { gaps: publicationGaps({ ...property, hasMandate: mandates.has(id) }, parisToday()) };
}
