import type { PropertyCard, PropertyFields, PropertyPhoto } from '@immopilote/contracts';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { foldedContains } from '../../db/search';
import type { DbOrTx } from '../../db/client';
import { documents, properties, propertyHistory, propertyPhotos } from '../../db/schema';

export type PropertyRow = typeof properties.$inferSelect;
export type PhotoRow = typeof propertyPhotos.$inferSelect;

/** Agency scoping lives here (STYLE habit 2): every function takes the caller's agency first. */
function requireAgency(agencyId: string): void {
  if (!agencyId) throw new Error('agencyId is required');
}

export const photoUrl = (id: string, variant: 'thumb' | 'large') => `/api/photos/${id}/${variant}`;

export function toPropertyPhoto(row: PhotoRow): PropertyPhoto {
  return {
    id: row.id,
    thumbnailUrl: photoUrl(row.id, 'thumb'),
    largeUrl: photoUrl(row.id, 'large'),
    width: row.width,
    height: row.height,
  };
}

/** LIKE treats % and _ as wildcards: a search for "50%" must find the text "50%". */
export interface ListCursor {
  createdAt: string;
  id: string;
}

export async function listProperties(
  db: DbOrTx,
  agencyId: string,
  opts: { q?: string; cursor?: ListCursor; limit: number },
): Promise<{ items: (PropertyCard & { cursorCreatedAt: string })[]; total: number }> {
  requireAgency(agencyId);
  const filters: SQL[] = [eq(properties.agencyId, agencyId)];
  if (opts.q) {
    filters.push(or(foldedContains(properties.name, opts.q), foldedContains(properties.address, opts.q))!);
  }
  const where = and(...filters);
  const page = opts.cursor
    ? and(
        where,
        sql`(${properties.createdAt}, ${properties.id}) < (${opts.cursor.createdAt}::timestamptz, ${opts.cursor.id}::uuid)`,
      )
    : where;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: properties.id,
        name: properties.name,
        type: properties.type,
        status: properties.status,
        price: properties.price,
        address: properties.address,
        city: properties.city,
        zip: properties.zip,
        // Text keeps PostgreSQL's microseconds, which a JS Date would round away and break the keyset.
        cursorCreatedAt: sql<string>`${properties.createdAt}::text`,
        // Spelled out: drizzle renders a column of a single-table select unqualified, which the subquery would capture.
        thumbId: sql<
          string | null
        >`(select pp.id from property_photos pp where pp.property_id = "properties"."id" order by pp.position, pp.created_at limit 1)`,
      })
      .from(properties)
      .where(page)
      // NULLS LAST matches properties_agency_created_idx exactly, so the page is an index range scan
      // (plain DESC means NULLS FIRST, and the planner would sort the whole agency instead).
      .orderBy(sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`)
      .limit(opts.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(properties).where(where),
  ]);
  return {
    items: rows.map(({ thumbId, ...r }) => ({
      ...r,
      price: Number(r.price),
      thumbnailUrl: thumbId ? photoUrl(thumbId, 'thumb') : null,
    })),
    total: Number(count?.n ?? 0),
  };
}

export async function findProperty(db: DbOrTx, agencyId: string, id: string): Promise<PropertyRow | null> {
  requireAgency(agencyId);
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listPhotos(db: DbOrTx, agencyId: string, propertyId: string): Promise<PhotoRow[]> {
  requireAgency(agencyId);
  return db
    .select()
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.agencyId, agencyId), eq(propertyPhotos.propertyId, propertyId)))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
}

export async function findPhoto(db: DbOrTx, agencyId: string, id: string): Promise<PhotoRow | null> {
  requireAgency(agencyId);
  const [row] = await db
    .select()
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.agencyId, agencyId), eq(propertyPhotos.id, id)))
    .limit(1);
  return row ?? null;
}

export interface NewPhoto {
  id: string;
  thumbKey: string;
  largeKey: string;
  width: number;
  height: number;
}

export async function insertProperty(
  db: DbOrTx,
  agencyId: string,
  input: { id: string; userId: string; fields: PropertyFields; status: string },
): Promise<PropertyRow> {
  requireAgency(agencyId);
  const [row] = await db
    .insert(properties)
    .values({ id: input.id, agencyId, userId: input.userId, status: input.status, ...input.fields })
    .returning();
  return row!;
}

export async function insertPhotos(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
  photos: readonly NewPhoto[],
  firstPosition: number,
): Promise<void> {
  requireAgency(agencyId);
  if (photos.length === 0) return;
  await db
    .insert(propertyPhotos)
    .values(photos.map((p, i) => ({ ...p, agencyId, propertyId, position: firstPosition + i })));
}

/** Saving an edit invalidates the last market evaluation (001 §4). */
export async function updateProperty(
  db: DbOrTx,
  agencyId: string,
  id: string,
  fields: PropertyFields,
): Promise<PropertyRow | null> {
  requireAgency(agencyId);
  const [row] = await db
    .update(properties)
    .set({ ...fields, marketPrice: null, marketStatus: null, updatedAt: new Date() })
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, id)))
    .returning();
  return row ?? null;
}

export async function updateStatus(
  db: DbOrTx,
  agencyId: string,
  id: string,
  status: string,
): Promise<PropertyRow | null> {
  requireAgency(agencyId);
  const [row] = await db
    .update(properties)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePhotos(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
  photoIds: readonly string[],
): Promise<PhotoRow[]> {
  requireAgency(agencyId);
  if (photoIds.length === 0) return [];
  return db
    .delete(propertyPhotos)
    .where(
      and(
        eq(propertyPhotos.agencyId, agencyId),
        eq(propertyPhotos.propertyId, propertyId),
        inArray(propertyPhotos.id, [...photoIds]),
      ),
    )
    .returning();
}

export interface DeletedPropertyFiles {
  photoKeys: string[];
  propertyDocumentKeys: string[];
  historyDocumentKeys: string[];
}

/**
 * Deletes the property; photos, history entries and every document row go with it (foreign keys
 * cascade). Returns the storage keys the caller removes once the transaction has committed.
 */
export async function deleteProperty(
  db: DbOrTx,
  agencyId: string,
  id: string,
): Promise<DeletedPropertyFiles | null> {
  requireAgency(agencyId);
  const photos = await listPhotos(db, agencyId, id);
  const propertyDocs = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(and(eq(documents.agencyId, agencyId), eq(documents.propertyId, id)));
  const historyDocs = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .innerJoin(propertyHistory, eq(propertyHistory.id, documents.historyId))
    .where(
      and(
        eq(documents.agencyId, agencyId),
        eq(propertyHistory.agencyId, agencyId),
        eq(propertyHistory.propertyId, id),
        isNotNull(documents.historyId),
      ),
    );
  const deleted = await db
    .delete(properties)
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, id)))
    .returning({ id: properties.id });
  if (deleted.length === 0) return null;
  return {
    photoKeys: photos.flatMap((p) => [p.thumbKey, p.largeKey]),
    propertyDocumentKeys: propertyDocs.map((d) => d.key),
    historyDocumentKeys: historyDocs.map((d) => d.key),
  };
}
