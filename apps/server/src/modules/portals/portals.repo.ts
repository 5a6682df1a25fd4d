import type {
  Portal,
  PortalExportExclusion,
  PortalUploadStatus,
  PortalUploadTrigger,
} from '@immopilote/contracts';
import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenantRow, tenantWhere } from '../../db/tenant';
import { agencies } from '../agency/agency.schema';
import { portalConnections, portalUploads, propertyPortals } from './portals.schema';

export type PortalConnectionRow = typeof portalConnections.$inferSelect;
export type PortalUploadRow = typeof portalUploads.$inferSelect;
type NewConnection = Omit<typeof portalConnections.$inferInsert, 'agencyId'>;

// ---- connections ---------------------------------------------------------------------------

export function listConnections(db: DbOrTx, agencyId: string): Promise<PortalConnectionRow[]> {
  return db
    .select()
    .from(portalConnections)
    .where(tenantWhere(portalConnections, agencyId))
    .orderBy(portalConnections.createdAt, portalConnections.id);
}

export async function findConnection(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(portalConnections)
    .where(tenantWhere(portalConnections, agencyId, eq(portalConnections.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findConnectionOfPortal(db: DbOrTx, agencyId: string, portal: Portal) {
  const [row] = await db
    .select()
    .from(portalConnections)
    .where(tenantWhere(portalConnections, agencyId, eq(portalConnections.portal, portal)))
    .limit(1);
  return row ?? null;
}

export async function insertConnection(db: DbOrTx, agencyId: string, values: NewConnection) {
  const [row] = await db.insert(portalConnections).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function updateConnection(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<Omit<NewConnection, 'id' | 'portal'>>,
) {
  const [row] = await db
    .update(portalConnections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(tenantWhere(portalConnections, agencyId, eq(portalConnections.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteConnection(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(portalConnections)
    .where(tenantWhere(portalConnections, agencyId, eq(portalConnections.id, id)))
    .returning({ id: portalConnections.id });
  return rows.length > 0;
}

export async function setHeldCount(db: DbOrTx, agencyId: string, id: string, heldCount: number) {
  await db
    .update(portalConnections)
    .set({ heldCount })
    .where(tenantWhere(portalConnections, agencyId, eq(portalConnections.id, id)));
}

/** The agencies with at least one connection on: the nightly pass's read across agencies. */
export async function agenciesWithEnabledConnections(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      sql`exists (select 1 from ${portalConnections} where ${portalConnections.agencyId} = ${agencies.id} and ${portalConnections.enabled})`,
    );
  return rows.map((r) => r.id);
}

// ---- uploads -------------------------------------------------------------------------------

export async function insertUpload(
  db: DbOrTx,
  agencyId: string,
  values: {
    connectionId: string;
    trigger: PortalUploadTrigger;
    requestedBy: string | null;
    createdAt?: Date;
  },
) {
  const [row] = await db.insert(portalUploads).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function findUpload(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(portalUploads)
    .where(tenantWhere(portalUploads, agencyId, eq(portalUploads.id, id)))
    .limit(1);
  return row ?? null;
}

/** Each connection's uploads, newest first (the page shows the last one and the last success). */
export function uploadsOf(db: DbOrTx, agencyId: string, connectionIds: readonly string[], limit = 50) {
  if (connectionIds.length === 0) return Promise.resolve([] as PortalUploadRow[]);
  return db
    .select()
    .from(portalUploads)
    .where(tenantWhere(portalUploads, agencyId, inArray(portalUploads.connectionId, [...connectionIds])))
    .orderBy(desc(portalUploads.createdAt), desc(portalUploads.id))
    .limit(limit * connectionIds.length);
}

export async function latestUpload(db: DbOrTx, agencyId: string, connectionId: string) {
  const [row] = await db
    .select()
    .from(portalUploads)
    .where(tenantWhere(portalUploads, agencyId, eq(portalUploads.connectionId, connectionId)))
    .orderBy(desc(portalUploads.createdAt), desc(portalUploads.id))
    .limit(1);
  return row ?? null;
}

/** The connection's nightly uploads since `since` (the pass makes at most one a day). */
export async function nightlySince(db: DbOrTx, agencyId: string, connectionId: string, since: Date) {
  const rows = await db
    .select({ id: portalUploads.id })
    .from(portalUploads)
    .where(
      tenantWhere(
        portalUploads,
        agencyId,
        eq(portalUploads.connectionId, connectionId),
        eq(portalUploads.trigger, 'nightly'),
        sql`${portalUploads.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function unfinishedUploads(db: DbOrTx, agencyId: string, connectionId: string) {
  return db
    .select()
    .from(portalUploads)
    .where(
      tenantWhere(
        portalUploads,
        agencyId,
        eq(portalUploads.connectionId, connectionId),
        inArray(portalUploads.status, ['pending', 'running']),
      ),
    );
}

/** Uploads whose job showed no sign of life since `before` died with their process. */
export async function failStaleUploads(db: DbOrTx, agencyId: string, before: Date, error: string) {
  await db
    .update(portalUploads)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      tenantWhere(
        portalUploads,
        agencyId,
        inArray(portalUploads.status, ['pending', 'running']),
        lt(sql`coalesce(${portalUploads.heartbeatAt}, ${portalUploads.createdAt})`, before),
      ),
    );
}

/** Moves an upload from one status to the next; false when another worker moved it first. */
export async function moveUpload(
  db: DbOrTx,
  agencyId: string,
  id: string,
  from: readonly PortalUploadStatus[],
  values: Partial<{
    status: PortalUploadStatus;
    trigger: PortalUploadTrigger;
    requestedBy: string | null;
    sent: number;
    heldBefore: number;
    excluded: PortalExportExclusion[];
    error: string | null;
    fileName: string | null;
    bytes: number | null;
    finished: boolean;
  }>,
): Promise<PortalUploadRow | null> {
  const { finished, ...rest } = values;
  const [row] = await db
    .update(portalUploads)
    .set({
      ...rest,
      heartbeatAt: sql`now()`,
      ...(finished === undefined ? {} : { finishedAt: finished ? sql`now()` : null }),
    })
    .where(
      tenantWhere(
        portalUploads,
        agencyId,
        eq(portalUploads.id, id),
        inArray(portalUploads.status, [...from]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function touchUpload(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(portalUploads)
    .set({ heartbeatAt: sql`now()` })
    .where(tenantWhere(portalUploads, agencyId, eq(portalUploads.id, id)));
}

// ---- « Diffuser sur » ----------------------------------------------------------------------

export async function portalsOfProperty(db: DbOrTx, agencyId: string, propertyId: string): Promise<Portal[]> {
  const rows = await db
    .select({ portal: propertyPortals.portal })
    .from(propertyPortals)
    .where(tenantWhere(propertyPortals, agencyId, eq(propertyPortals.propertyId, propertyId)));
  return rows.map((r) => r.portal);
}

export async function replacePortalsOfProperty(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
  portals: readonly Portal[],
) {
  await db
    .delete(propertyPortals)
    .where(tenantWhere(propertyPortals, agencyId, eq(propertyPortals.propertyId, propertyId)));
  if (portals.length > 0) {
    await db
      .insert(propertyPortals)
      .values(portals.map((portal) => tenantRow(agencyId, { propertyId, portal })));
  }
}

/** The listings that chose this portal. */
export async function propertiesOfPortal(db: DbOrTx, agencyId: string, portal: Portal): Promise<Set<string>> {
  const rows = await db
    .select({ propertyId: propertyPortals.propertyId })
    .from(propertyPortals)
    .where(tenantWhere(propertyPortals, agencyId, eq(propertyPortals.portal, portal)));
  return new Set(rows.map((r) => r.propertyId));
}
