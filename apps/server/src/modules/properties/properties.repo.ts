import type {
  PropertyCard,
  PropertyFields,
  PropertyKind,
  PropertyPhoto,
  PropertySort,
  PropertyStatus,
  PropertyType,
} from '@immopilote/contracts';
import { and, asc, eq, gte, inArray, isNull, lte, max, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { mandates, properties, propertyListEpochs, propertyPhotos } from '../../db/schema';
import { containsPattern, foldedTextContains } from '../../db/search';
import { requireAgencyId, tenantRow, tenantWhere } from '../../db/tenant';
import { oncePer } from '../../memo';

export type PropertyRow = typeof properties.$inferSelect;
export type PhotoRow = typeof propertyPhotos.$inferSelect;

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

/** The last row of the previous page: the next page starts strictly after it (keyset paging). */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** What the dashboard's filters ask for; every bound is inclusive. */
export interface ListFilters {
  q?: string;
  status?: PropertyStatus;
  type?: PropertyType;
  kind?: PropertyKind;
  minPrice?: number;
  maxPrice?: number;
  minSurface?: number;
  maxSurface?: number;
}

const cardSurface = sql`coalesce(${properties.surfaceHabitable}, ${properties.surfaceLand})`;

/**
 * Each filter as a condition on a named placeholder, in one fixed order: a list's statement is
 * built once per shape (which filters apply) and bound to its values at each execution.
 */
const FILTERS: { [K in keyof ListFilters]-?: (value: Placeholder) => SQL } = {
  q: (value) => foldedTextContains(properties.searchText, value),
  status: (value) => eq(properties.status, value),
  type: (value) => eq(properties.type, value),
  kind: (value) => eq(properties.kind, value),
  minPrice: (value) => gte(properties.price, value),
  maxPrice: (value) => lte(properties.price, value),
  // A property without a surface cannot satisfy a surface bound.
  minSurface: (value) => sql`${cardSurface} >= ${value}`,
  maxSurface: (value) => sql`${cardSurface} <= ${value}`,
};
const FILTER_NAMES = Object.keys(FILTERS) as (keyof ListFilters)[];

const SORT_ORDER: Record<Exclude<PropertySort, 'recent'>, SQL[]> = {
  price_asc: [sql`${properties.price} asc`, sql`${properties.id} asc`],
  price_desc: [sql`${properties.price} desc`, sql`${properties.id} asc`],
  surface_desc: [sql`${cardSurface} desc nulls last`, sql`${properties.id} asc`],
};

/**
 * Newest first pages by keyset (the index serves it); the other orders page by offset, which is
 * exact for an agency's few hundred listings and keeps one cursor format per order.
 */
export type ListPage =
  | { sort: 'recent'; after?: ListCursor }
  | { sort: Exclude<PropertySort, 'recent'>; offset: number };

interface ListShape {
  filters: (keyof ListFilters)[];
  sort: PropertySort;
  after: boolean;
  /**
   * Where the page's total comes from: the caller (known), a window over the rows the page query
   * reads anyway (a filtered first page: the filter scans every candidate once, not twice), or an
   * uncorrelated subquery (unfiltered: an index-only count; after a cursor: the window would count
   * only the rows past it).
   */
  total: 'known' | 'window' | 'subquery';
}

/** The count of a list that the caller knows, else the cheapest exact count for its shape. */
function totalSource(filtered: boolean, after: boolean, known: boolean): ListShape['total'] {
  if (known) return 'known';
  return filtered && !after ? 'window' : 'subquery';
}

function prepareList(db: DbOrTx, shape: ListShape, name: string) {
  const where = tenantWhere(
    properties,
    sql.placeholder('agencyId'),
    ...shape.filters.map((filter) => FILTERS[filter](sql.placeholder(filter))),
  );
  const page = shape.after
    ? and(
        where,
        sql`(${properties.createdAt}, ${properties.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
      )
    : where;
  const order =
    shape.sort === 'recent'
      ? // NULLS LAST matches properties_agency_created_idx exactly, so the page is an index range scan
        // (plain DESC means NULLS FIRST, and the planner would sort the whole agency instead).
        [sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`]
      : SORT_ORDER[shape.sort];
  const countQuery = db.select({ n: sql<number>`count(*)::int` }).from(properties).where(where);
  const query = db
    .select({
      id: properties.id,
      name: properties.name,
      type: properties.type,
      status: properties.status,
      price: properties.price,
      address: properties.address,
      city: properties.city,
      zip: properties.zip,
      surface: sql<string | null>`${cardSurface}`,
      rooms: properties.rooms,
      // Text keeps PostgreSQL's microseconds, which a JS Date would round away and break the keyset.
      cursorCreatedAt: sql<string>`${properties.createdAt}::text`,
      // Spelled out: drizzle renders a column of a single-table select unqualified, which the subquery would capture.
      thumbId: sql<
        string | null
      >`(select pp.id from property_photos pp where pp.property_id = "properties"."id" order by pp.position, pp.created_at limit 1)`,
      // The register number of the mandate in force (the latest if two are): the dashboard's list
      // shows it. Mandate changes bump the list's epoch too (migration 0028).
      mandateNumber: sql<
        number | null
      >`(select m.number from mandates m where m.property_id = "properties"."id" and m.status = 'active' order by m.start_date desc, m.number desc limit 1)`,
      // The exact count rides along in the same statement: one round trip per page instead of two.
      total: {
        known: sql<number>`${sql.placeholder('knownTotal')}::int`,
        window: sql<number>`(count(*) over ())::int`,
        subquery: sql<number>`(${countQuery})`,
      }[shape.total],
    })
    .from(properties)
    .where(page)
    .orderBy(...order)
    .limit(sql.placeholder('limit'));
  return {
    page: (shape.sort === 'recent' ? query : query.offset(sql.placeholder('offset'))).prepare(name),
    count: countQuery.prepare(`${name}_count`),
  };
}

/**
 * A list's statements, built once per database and shape: building the drizzle query was the
 * largest JavaScript cost of a search request (14 % of the main thread in a CPU profile). The names
 * make them named prepared statements, parsed and planned once per PostgreSQL connection (a search
 * planned on each request cost more than it ran).
 */
const preparedLists = oncePer((_db: DbOrTx) => new Map<string, ReturnType<typeof prepareList>>());

function listStatements(db: DbOrTx, shape: ListShape) {
  const name = [
    'list_properties',
    shape.sort,
    shape.after ? 'after' : 'first',
    shape.total,
    ...shape.filters,
  ].join('_');
  const byName = preparedLists(db);
  let statements = byName.get(name);
  if (!statements) {
    statements = prepareList(db, shape, name);
    byName.set(name, statements);
  }
  return statements;
}

export async function listProperties(
  db: DbOrTx,
  agencyId: string,
  opts: ListFilters & {
    page: ListPage;
    limit: number;
    /** The count of this agency and filters, when the caller knows it is current. */
    knownTotal?: number;
  },
): Promise<{ items: (PropertyCard & { cursorCreatedAt: string })[]; total: number }> {
  const { page: paging, knownTotal } = opts;
  const filters = FILTER_NAMES.filter((name) => opts[name] !== undefined && opts[name] !== '');
  const after = paging.sort === 'recent' ? paging.after : undefined;
  const statements = listStatements(db, {
    filters,
    sort: paging.sort,
    after: after !== undefined,
    total: totalSource(filters.length > 0, after !== undefined, knownTotal !== undefined),
  });
  const values: Record<string, unknown> = {
    agencyId: requireAgencyId(agencyId),
    limit: opts.limit,
    offset: paging.sort === 'recent' ? undefined : paging.offset,
    knownTotal,
    afterCreatedAt: after?.createdAt,
    afterId: after?.id,
  };
  for (const name of filters) values[name] = name === 'q' ? containsPattern(opts.q!) : opts[name];
  const rows = await statements.page.execute(values);
  // An empty page carries no total: count on its own (no property, no match, or past the end).
  const total = Number(
    knownTotal ?? (rows[0] ? rows[0].total : ((await statements.count.execute(values))[0]?.n ?? 0)),
  );
  return {
    items: rows.map(({ thumbId, total: _total, ...r }) => ({
      ...r,
      price: Number(r.price),
      surface: r.surface === null ? null : Number(r.surface),
      thumbnailUrl: thumbId ? photoUrl(thumbId, 'thumb') : null,
    })),
    total,
  };
}

function prepareListEpochQuery(db: Db) {
  return db
    .select({ epoch: propertyListEpochs.epoch })
    .from(propertyListEpochs)
    .where(tenantWhere(propertyListEpochs, sql.placeholder('agencyId')))
    .prepare('property_list_epoch');
}

// Built once per database: on PostgreSQL a cached list whose session was just loaded runs it.
const listEpochQuery = oncePer(prepareListEpochQuery);

/** The agency's property list epoch now (migration 0020): a list cached at an older one may be stale. */
export async function currentPropertyListEpoch(db: Db, agencyId: string): Promise<number> {
  const [row] = await listEpochQuery(db).execute({ agencyId });
  return row?.epoch ?? 0;
}

export async function findProperty(db: DbOrTx, agencyId: string, id: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .limit(1);
  return row ?? null;
}

/** Every property of the agency, for a picker (the mandate form): name and location. */
export async function listPropertyOptions(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      type: properties.type,
      address: properties.address,
      zip: properties.zip,
      city: properties.city,
    })
    .from(properties)
    .where(tenantWhere(properties, agencyId))
    .orderBy(asc(properties.name), asc(properties.id));
}

/** Locks the row for the transaction: a concurrent delete waits, so attached files keep their owner. */
export async function lockProperty(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .for('update');
  return rows.length > 0;
}

export async function listPhotos(db: DbOrTx, agencyId: string, propertyId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId, eq(propertyPhotos.propertyId, propertyId)))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
}

export async function findPhoto(db: DbOrTx, agencyId: string, id: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId, eq(propertyPhotos.id, id)))
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
  input: { id: string; userId: string; fields: PropertyFields; status: PropertyStatus },
): Promise<PropertyRow> {
  const [row] = await db
    .insert(properties)
    .values(
      tenantRow(agencyId, { id: input.id, userId: input.userId, status: input.status, ...input.fields }),
    )
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
  if (photos.length === 0) return;
  await db
    .insert(propertyPhotos)
    .values(photos.map((p, i) => tenantRow(agencyId, { ...p, propertyId, position: firstPosition + i })));
}

/** Saving an edit invalidates the last market evaluation (001 §4). */
export async function updateProperty(
  db: DbOrTx,
  agencyId: string,
  id: string,
  fields: PropertyFields,
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set({ ...fields, marketPrice: null, marketStatus: null, updatedAt: new Date() })
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .returning();
  return row ?? null;
}

/** « Publié sur le site » on or off; the reference, once given, stays. */
export async function updatePublishedOnSite(
  db: DbOrTx,
  agencyId: string,
  id: string,
  publishedOnSite: boolean,
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set({ publishedOnSite, updatedAt: new Date() })
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .returning();
  return row ?? null;
}

const MAX_REFERENCE_ATTEMPTS = 8;

/**
 * Gives the listing the agency's next public reference (highest + 1) if it has none, inside the
 * caller's transaction. Two publications at once may read the same highest: the unique index
 * `properties_site_reference_key` refuses the second, which reads again in a savepoint and takes
 * the next one. Never changes a reference already given.
 */
export async function assignSiteReference(
  tx: DbOrTx,
  agencyId: string,
  id: string,
): Promise<PropertyRow | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [highest] = await sp
          .select({ n: max(properties.siteReference) })
          .from(properties)
          .where(tenantWhere(properties, agencyId));
        const [row] = await sp
          .update(properties)
          .set({ siteReference: (highest?.n ?? 0) + 1 })
          .where(tenantWhere(properties, agencyId, eq(properties.id, id), isNull(properties.siteReference)))
          .returning();
        if (row) return row;
        const [current] = await sp
          .select()
          .from(properties)
          .where(tenantWhere(properties, agencyId, eq(properties.id, id)));
        return current ?? null;
      });
    } catch (err) {
      if (attempt >= MAX_REFERENCE_ATTEMPTS || !isUniqueViolation(err, 'properties_site_reference_key'))
        throw err;
    }
  }
}

/**
 * Whether a transaction mandate is active on the property: the publication rule's « mandat »
 * (`transactionMandatesInForce` in the mandates module, which sits above this one, says the same).
 */
export async function hasActiveTransactionMandate(
  db: DbOrTx,
  agencyId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      tenantWhere(
        mandates,
        agencyId,
        eq(mandates.propertyId, id),
        eq(mandates.activity, 'transaction'),
        eq(mandates.status, 'active'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The last price evaluation's figures (001 §4: market_price and market_status), nothing else. */
export async function updateMarketEvaluation(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: { marketPrice: number; marketStatus: number },
): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set(values)
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** The listing's title and description only (AI optimiser): the market evaluation stays valid. */
export async function updateListingText(
  db: DbOrTx,
  agencyId: string,
  id: string,
  text: { name: string; description: string | null },
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set({ name: text.name, description: text.description, updatedAt: new Date() })
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .returning();
  return row ?? null;
}

export async function updateStatus(
  db: DbOrTx,
  agencyId: string,
  id: string,
  status: PropertyStatus,
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set({ status, updatedAt: new Date() })
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePhotos(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
  photoIds: readonly string[],
): Promise<PhotoRow[]> {
  if (photoIds.length === 0) return [];
  return db
    .delete(propertyPhotos)
    .where(
      tenantWhere(
        propertyPhotos,
        agencyId,
        eq(propertyPhotos.propertyId, propertyId),
        inArray(propertyPhotos.id, [...photoIds]),
      ),
    )
    .returning();
}

/**
 * Deletes the property; photos, history entries and every document row go with it (foreign keys
 * cascade). Returns its photos' storage keys, which the caller removes once the transaction has
 * committed; null when the property is not this agency's.
 */
export async function deleteProperty(db: DbOrTx, agencyId: string, id: string): Promise<string[] | null> {
  const photos = await listPhotos(db, agencyId, id);
  const deleted = await db
    .delete(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .returning({ id: properties.id });
  if (deleted.length === 0) return null;
  return photos.flatMap((p) => [p.thumbKey, p.largeKey]);
}

/** Storage keys of every photo of the agency (both sizes), for deleting the whole agency. */
export async function agencyPhotoKeys(db: DbOrTx, agencyId: string): Promise<string[]> {
  const rows = await db
    .select({ thumbKey: propertyPhotos.thumbKey, largeKey: propertyPhotos.largeKey })
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId));
  return rows.flatMap((r) => [r.thumbKey, r.largeKey]);
}

/** The agency's properties in these statuses, oldest first (a stable order for an export). */
export async function listPropertiesByStatus(
  db: DbOrTx,
  agencyId: string,
  statuses: readonly PropertyStatus[],
): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(tenantWhere(properties, agencyId, inArray(properties.status, [...statuses])))
    .orderBy(asc(properties.createdAt), asc(properties.id));
}

/** The photos of these properties, each property's in its display order. */
export async function listPhotosOf(
  db: DbOrTx,
  agencyId: string,
  propertyIds: readonly string[],
): Promise<PhotoRow[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select()
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId, inArray(propertyPhotos.propertyId, [...propertyIds])))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
}

/** Every photo of the agency in display order, for the agency export (the large variant is the photo). */
export async function listAgencyPhotos(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: propertyPhotos.id,
      propertyId: propertyPhotos.propertyId,
      largeKey: propertyPhotos.largeKey,
    })
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.id));
}
