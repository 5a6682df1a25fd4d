import { asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  inspectionDefaults,
  inspectionPhotos,
  inspections,
  profiles,
  signatureRequests,
} from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionPhotoRow = typeof inspectionPhotos.$inferSelect;

export async function insertInspection(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof inspections.$inferInsert, 'agencyId'>,
): Promise<InspectionRow> {
  const [row] = await db.insert(inspections).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** The inspection with the name of whoever saved it last. */
export async function findInspection(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select({
      inspection: inspections,
      updatedByName: sql<
        string | null
      >`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
    })
    .from(inspections)
    .leftJoin(profiles, eq(profiles.id, inspections.updatedBy))
    .where(tenantWhere(inspections, agencyId, eq(inspections.id, id)))
    .limit(1);
  return row ? { ...row.inspection, updatedByName: row.updatedByName } : null;
}

export async function lockInspection(
  db: DbOrTx,
  agencyId: string,
  id: string,
): Promise<InspectionRow | null> {
  const [row] = await db
    .select()
    .from(inspections)
    .where(tenantWhere(inspections, agencyId, eq(inspections.id, id)))
    .for('update');
  return row ?? null;
}

export async function listPropertyInspections(db: DbOrTx, agencyId: string, propertyId: string) {
  return db
    .select()
    .from(inspections)
    .where(tenantWhere(inspections, agencyId, eq(inspections.propertyId, propertyId)))
    .orderBy(desc(inspections.inspectionDate), desc(inspections.createdAt), desc(inspections.id));
}

/** The property's latest signed entry, the one an exit follows by default. */
export async function findLatestSignedEntry(db: DbOrTx, agencyId: string, propertyId: string) {
  const [row] = await db
    .select()
    .from(inspections)
    .where(
      tenantWhere(
        inspections,
        agencyId,
        eq(inspections.propertyId, propertyId),
        eq(inspections.kind, 'entry'),
        eq(inspections.status, 'signed'),
      ),
    )
    .orderBy(desc(inspections.inspectionDate), desc(inspections.signedAt), desc(inspections.id))
    .limit(1);
  return row ?? null;
}

/**
 * Writes a device's save if the draft is still at `baseVersion` (any version when `baseVersion` is
 * null: « garder ma version »), in one statement: of two saves made from the same version, the
 * second finds the version moved and changes nothing.
 */
export async function saveDraft(
  db: DbOrTx,
  agencyId: string,
  id: string,
  baseVersion: number | null,
  values: Pick<InspectionRow, 'inspectionDate' | 'furnished' | 'content' | 'updatedBy'>,
): Promise<InspectionRow | null> {
  const [row] = await db
    .update(inspections)
    .set({ ...values, version: sql`${inspections.version} + 1`, updatedAt: sql`now()` })
    .where(
      tenantWhere(
        inspections,
        agencyId,
        eq(inspections.id, id),
        eq(inspections.status, 'draft'),
        baseVersion === null ? undefined : eq(inspections.version, baseVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteDraft(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(inspections)
    .where(tenantWhere(inspections, agencyId, eq(inspections.id, id), eq(inspections.status, 'draft')))
    .returning({ id: inspections.id });
  return rows.length > 0;
}

// ---- photos ---------------------------------------------------------------------------------

export async function listPhotos(db: DbOrTx, agencyId: string, inspectionId: string) {
  return db
    .select()
    .from(inspectionPhotos)
    .where(tenantWhere(inspectionPhotos, agencyId, eq(inspectionPhotos.inspectionId, inspectionId)))
    .orderBy(asc(inspectionPhotos.createdAt), asc(inspectionPhotos.id));
}

export async function findPhoto(
  db: DbOrTx,
  agencyId: string,
  id: string,
): Promise<InspectionPhotoRow | null> {
  const [row] = await db
    .select()
    .from(inspectionPhotos)
    .where(tenantWhere(inspectionPhotos, agencyId, eq(inspectionPhotos.id, id)))
    .limit(1);
  return row ?? null;
}

export async function countPhotos(db: DbOrTx, agencyId: string, inspectionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inspectionPhotos)
    .where(tenantWhere(inspectionPhotos, agencyId, eq(inspectionPhotos.inspectionId, inspectionId)));
  return row?.n ?? 0;
}

/**
 * Records a stored photo unless its id is already taken (by this inspection, another one, or
 * another agency's, which row security hides but the key still guards): null then, nothing written.
 */
export async function insertPhoto(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof inspectionPhotos.$inferInsert, 'agencyId'>,
): Promise<InspectionPhotoRow | null> {
  const [row] = await db
    .insert(inspectionPhotos)
    .values(tenantRow(agencyId, values))
    .onConflictDoNothing({ target: inspectionPhotos.id })
    .returning();
  return row ?? null;
}

// ---- the agency's default elements -----------------------------------------------------------

export async function findDefaults(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select()
    .from(inspectionDefaults)
    .where(tenantWhere(inspectionDefaults, agencyId))
    .limit(1);
  return row ?? null;
}

export async function upsertDefaults(
  db: DbOrTx,
  agencyId: string,
  rooms: (typeof inspectionDefaults.$inferInsert)['rooms'],
) {
  await db
    .insert(inspectionDefaults)
    .values(tenantRow(agencyId, { rooms }))
    .onConflictDoUpdate({ target: inspectionDefaults.agencyId, set: { rooms, updatedAt: sql`now()` } });
}

// ---- exports and retention -----------------------------------------------------------------

/** The inspections naming one of these clients as landlord or tenant. */
export async function listInspectionsNamingClients(
  db: DbOrTx,
  agencyId: string,
  clientIds: readonly string[],
) {
  if (clientIds.length === 0) return [];
  const ids = sql.join(
    clientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return db
    .select()
    .from(inspections)
    .where(
      tenantWhere(
        inspections,
        agencyId,
        sql`(${inspections.content} -> 'landlord' ->> 'clientId' in (${ids}) or exists (select 1 from jsonb_array_elements(${inspections.content} -> 'tenants') t where t ->> 'clientId' in (${ids})))`,
      ),
    )
    .orderBy(asc(inspections.inspectionDate), asc(inspections.id));
}

export async function listAgencyInspections(db: DbOrTx, agencyId: string) {
  return db
    .select()
    .from(inspections)
    .where(tenantWhere(inspections, agencyId))
    .orderBy(asc(inspections.inspectionDate), asc(inspections.id));
}

export async function listPhotosOfInspections(
  db: DbOrTx,
  agencyId: string,
  inspectionIds: readonly string[],
) {
  if (inspectionIds.length === 0) return [];
  return db
    .select()
    .from(inspectionPhotos)
    .where(
      tenantWhere(inspectionPhotos, agencyId, inArray(inspectionPhotos.inspectionId, [...inspectionIds])),
    )
    .orderBy(asc(inspectionPhotos.inspectionId), asc(inspectionPhotos.createdAt), asc(inspectionPhotos.id));
}

export async function updateContent(
  db: DbOrTx,
  agencyId: string,
  id: string,
  content: InspectionRow['content'],
) {
  await db
    .update(inspections)
    .set({ content, version: sql`${inspections.version} + 1`, updatedAt: sql`now()` })
    .where(tenantWhere(inspections, agencyId, eq(inspections.id, id), eq(inspections.status, 'draft')));
}

/**
 * Frozen inspections whose signature request is gone: the signatures module erases a request with
 * its files ten years on, and the inspection it signed goes with it.
 */
export async function listPastSignatureRetention(db: DbOrTx, agencyId: string) {
  return db
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      tenantWhere(
        inspections,
        agencyId,
        sql`${inspections.status} <> 'draft'`,
        isNotNull(inspections.signatureRequestId),
        sql`not exists (select 1 from ${signatureRequests} where ${signatureRequests.id} = ${inspections.signatureRequestId})`,
      ),
    );
}

export async function deleteInspections(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(inspections).where(tenantWhere(inspections, agencyId, inArray(inspections.id, [...ids])));
}

export async function agencyPhotoKeys(db: DbOrTx, agencyId: string): Promise<string[]> {
  const rows = await db
    .select({ key: inspectionPhotos.storageKey })
    .from(inspectionPhotos)
    .where(tenantWhere(inspectionPhotos, agencyId));
  return rows.map((r) => r.key);
}
