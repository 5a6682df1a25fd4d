import { randomUUID } from 'node:crypto';
import {
  type Portal,
  type PortalConnection,
  type PortalConnectionCreate,
  type PortalConnectionList,
  type PortalConnectionUpdate,
  type PortalPublication,
  type PortalUpload,
  type PortalUploadTrigger,
  type PropertyPortals,
  type PropertyPortalsInput,
  portalConnectionCreateSchema,
  portalConnectionUpdateSchema,
  portalsMessages as m,
  propertyPortalsInputSchema,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import { secretBoxOf } from '../../auth/secret-box';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { getAgencyProperty } from '../properties/properties.service';
import { portalPublishJob } from './portal-publish.job';
import { nightlyStart, portalPasswordContext } from './portal-upload';
import * as repo from './portals.repo';

function toUpload(row: repo.PortalUploadRow): PortalUpload {
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    sent: row.sent,
    heldBefore: row.heldBefore,
    excluded: row.excluded,
    error: row.error,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The connection as answered: the password never, only whether one is kept. */
function toConnection(
  row: repo.PortalConnectionRow,
  uploads: readonly repo.PortalUploadRow[],
): PortalConnection {
  const own = uploads.filter((u) => u.connectionId === row.id);
  const lastSuccess = own.find((u) => u.status === 'sent');
  return {
    id: row.id,
    portal: row.portal,
    label: row.label,
    portalAgencyId: row.portalAgencyId,
    protocol: row.protocol,
    host: row.host,
    port: row.port,
    username: row.username,
    hasPassword: row.passwordSealed.length > 0,
    folder: row.folder,
    enabled: row.enabled,
    heldCount: row.heldCount,
    lastUpload: own[0] ? toUpload(own[0]) : null,
    lastSuccessAt: lastSuccess?.finishedAt?.toISOString() ?? null,
  };
}

/** An unfinished upload whose job has shown no sign of life for STALE_JOB_SECONDS died with its process. */
const failStale = (deps: AppDeps, agencyId: string) =>
  repo.failStaleUploads(
    deps.db,
    agencyId,
    new Date(Date.now() - deps.config.staleJobMs),
    m.errors.interrupted,
  );

async function connectionsWithUploads(deps: AppDeps, agencyId: string) {
  await failStale(deps, agencyId);
  const rows = await repo.listConnections(deps.db, agencyId);
  const uploads = await repo.uploadsOf(
    deps.db,
    agencyId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toConnection(row, uploads));
}

export async function listPortalConnections(
  deps: AppDeps,
  scope: MemberScope,
): Promise<PortalConnectionList> {
  return { items: await connectionsWithUploads(deps, scope.agencyId) };
}

async function connectionOf(deps: AppDeps, agencyId: string, id: string) {
  const row = await repo.findConnection(deps.db, agencyId, id);
  if (!row) throw notFound(m.notFound);
  return row;
}

async function answerOf(deps: AppDeps, agencyId: string, row: repo.PortalConnectionRow) {
  return toConnection(row, await repo.uploadsOf(deps.db, agencyId, [row.id], 5));
}

/** The head connects a portal: one connection per portal; the password is sealed at once. */
export async function createPortalConnection(
  deps: AppDeps,
  scope: MemberScope,
  body: PortalConnectionCreate,
): Promise<PortalConnection> {
  const input = portalConnectionCreateSchema.parse(body);
  if (await repo.findConnectionOfPortal(deps.db, scope.agencyId, input.portal)) {
    throw new AppError('CONFLICT', m.alreadyConnected, { portal: m.alreadyConnected });
  }
  // The id is chosen here so that the password is sealed for this row (context `portal:<id>`).
  const id = randomUUID();
  const row = await repo.insertConnection(deps.db, scope.agencyId, {
    id,
    portal: input.portal,
    label: input.portal === 'poliris' ? input.label : null,
    portalAgencyId: input.portalAgencyId,
    protocol: input.protocol,
    host: input.host,
    port: input.port,
    username: input.username,
    passwordSealed: secretBoxOf(deps.config).seal(input.password!, portalPasswordContext(id)),
    folder: input.folder,
    enabled: input.enabled,
  });
  return answerOf(deps, scope.agencyId, row);
}

/** Edits a connection; an empty password keeps the stored one. Another agency's: 404. */
export async function updatePortalConnection(
  deps: AppDeps,
  scope: MemberScope,
  { id, body }: { id: string; body: PortalConnectionUpdate },
): Promise<PortalConnection> {
  const input = portalConnectionUpdateSchema.parse(body);
  const existing = await connectionOf(deps, scope.agencyId, id);
  const row = await repo.updateConnection(deps.db, scope.agencyId, id, {
    label: existing.portal === 'poliris' ? (input.label ?? existing.label) : null,
    portalAgencyId: input.portalAgencyId,
    protocol: input.protocol,
    host: input.host,
    port: input.port,
    username: input.username,
    ...(input.password
      ? { passwordSealed: secretBoxOf(deps.config).seal(input.password, portalPasswordContext(id)) }
      : {}),
    folder: input.folder,
    enabled: input.enabled,
  });
  if (!row) throw notFound(m.notFound);
  return answerOf(deps, scope.agencyId, row);
}

export async function removePortalConnection(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if (!(await repo.deleteConnection(deps.db, scope.agencyId, id))) throw notFound(m.notFound);
}

/** The publication page: each connected portal with its last upload; no host, user or password. */
export async function portalPublication(deps: AppDeps, scope: MemberScope): Promise<PortalPublication> {
  const items = await connectionsWithUploads(deps, scope.agencyId);
  return {
    items: items.map((c) => ({
      id: c.id,
      portal: c.portal,
      label: c.label,
      portalAgencyId: c.portalAgencyId,
      enabled: c.enabled,
      heldCount: c.heldCount,
      lastUpload: c.lastUpload,
      lastSuccessAt: c.lastSuccessAt,
    })),
  };
}

/** A new upload of the connection's feed, queued; one at a time per connection. */
async function queueUpload(
  deps: AppDeps,
  agencyId: string,
  connection: repo.PortalConnectionRow,
  trigger: PortalUploadTrigger,
  requestedBy: string | null,
  /** The pass's clock: « once a day » is counted on it. */
  now?: Date,
) {
  const row = await deps.db.transaction(async (tx) => {
    const running = await repo.unfinishedUploads(tx, agencyId, connection.id);
    if (running.length > 0) return null;
    return repo.insertUpload(tx, agencyId, {
      connectionId: connection.id,
      trigger,
      requestedBy,
      createdAt: now,
    });
  });
  if (row) await deps.jobs.enqueue(portalPublishJob, { agencyId, uploadId: row.id }, { key: row.id });
  return row;
}

/** « Publier maintenant ». */
export async function publishNow(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<PortalUpload> {
  const connection = await connectionOf(deps, scope.agencyId, id);
  if (!connection.enabled) throw new AppError('CONFLICT', m.disabled);
  await failStale(deps, scope.agencyId);
  const row = await queueUpload(deps, scope.agencyId, connection, 'manual', scope.userId);
  if (!row) throw new AppError('CONFLICT', m.alreadyRunning);
  return toUpload(row);
}

/**
 * « Confirmer l’envoi » (the head): the upload the guard held goes, with the feed as it is when
 * the job runs. Another agency's upload, or one that waits for nothing: 404 / 409.
 */
export async function confirmUpload(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<PortalUpload> {
  const upload = await repo.findUpload(deps.db, scope.agencyId, id);
  if (!upload) throw notFound(m.uploadNotFound);
  const connection = await connectionOf(deps, scope.agencyId, upload.connectionId);
  if (upload.status !== 'needs_confirmation') throw new AppError('CONFLICT', m.nothingToConfirm);
  const latest = await repo.latestUpload(deps.db, scope.agencyId, connection.id);
  // A newer upload replaced it: confirming an old verdict would send a feed nobody looked at.
  if (latest?.id !== upload.id) throw new AppError('CONFLICT', m.nothingToConfirm);
  const moved = await repo.moveUpload(deps.db, scope.agencyId, id, ['needs_confirmation'], {
    status: 'pending',
    trigger: 'confirmed',
    requestedBy: scope.userId,
    error: null,
    finished: false,
  });
  if (!moved) throw new AppError('CONFLICT', m.nothingToConfirm);
  await deps.jobs.enqueue(
    portalPublishJob,
    { agencyId: scope.agencyId, uploadId: id },
    { key: `${id}:confirmed` },
  );
  return toUpload(moved);
}

// ---- the nightly pass ----------------------------------------------------------------------

/**
 * Whether the connection gets an upload now, and why: its last one failed (`retry`, at each hourly
 * pass), or it is past NIGHTLY_HOUR in Paris and it has had no nightly upload since (`nightly`). An
 * upload waiting, running or held for confirmation is left alone until the next night.
 */
async function dueReason(deps: AppDeps, agencyId: string, connection: repo.PortalConnectionRow, now: Date) {
  const latest = await repo.latestUpload(deps.db, agencyId, connection.id);
  if (latest && (latest.status === 'pending' || latest.status === 'running')) return null;
  if (latest?.status === 'failed') return 'retry' as const;
  const start = nightlyStart(now);
  if (now < start) return null;
  return (await repo.nightlySince(deps.db, agencyId, connection.id, start)) ? null : ('nightly' as const);
}

export async function publishDueConnectionsOfAgency(deps: AppDeps, agencyId: string, now: Date = new Date()) {
  await repo.failStaleUploads(
    deps.db,
    agencyId,
    new Date(now.getTime() - deps.config.staleJobMs),
    m.errors.interrupted,
  );
  let queued = 0;
  for (const connection of await repo.listConnections(deps.db, agencyId)) {
    if (!connection.enabled) continue;
    const reason = await dueReason(deps, agencyId, connection, now);
    if (!reason) continue;
    // The night's upload is dated by the pass's clock: « once a day » is counted on it.
    const row = await queueUpload(
      deps,
      agencyId,
      connection,
      'nightly',
      null,
      reason === 'nightly' ? now : undefined,
    );
    if (row) queued += 1;
  }
  return queued;
}

export async function publishDueConnections(deps: AppDeps, now: Date = new Date()): Promise<number> {
  let queued = 0;
  await forEachAgency(
    () => repo.agenciesWithEnabledConnections(deps.db),
    async (agencyId) => {
      queued += await publishDueConnectionsOfAgency(deps, agencyId, now);
    },
  );
  return queued;
}

// ---- « Diffuser sur » ----------------------------------------------------------------------

async function propertyPortalsOf(
  deps: AppDeps,
  agencyId: string,
  propertyId: string,
): Promise<PropertyPortals> {
  const [connections, selected] = await Promise.all([
    repo.listConnections(deps.db, agencyId),
    repo.portalsOfProperty(deps.db, agencyId, propertyId),
  ]);
  const connected = new Set(connections.map((c) => c.portal));
  return {
    available: connections.map((c) => ({ portal: c.portal, name: c.label ?? m.portalNames[c.portal] })),
    selected: selected.filter((p) => connected.has(p)),
  };
}

/** The portals a listing goes to, among the agency's connected ones. Another agency's listing: 404. */
export async function getPropertyPortals(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  await getAgencyProperty(deps, scope, { id });
  return propertyPortalsOf(deps, scope.agencyId, id);
}

export async function setPropertyPortals(
  deps: AppDeps,
  scope: MemberScope,
  { id, body }: { id: string; body: PropertyPortalsInput },
): Promise<PropertyPortals> {
  const input = propertyPortalsInputSchema.parse(body);
  await getAgencyProperty(deps, scope, { id });
  const connected = new Set<Portal>(
    (await repo.listConnections(deps.db, scope.agencyId)).map((c) => c.portal),
  );
  if (input.portals.some((p) => !connected.has(p))) {
    throw new AppError('VALIDATION_FAILED', m.diffuseNotConnected, { portals: m.diffuseNotConnected });
  }
  await deps.db.transaction((tx) =>
    repo.replacePortalsOfProperty(tx, scope.agencyId, id, [...new Set(input.portals)]),
  );
  return propertyPortalsOf(deps, scope.agencyId, id);
}
