import type { DvfImportStatus, DvfKind } from '@immopilote/contracts';
import { and, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dvfCommunes, dvfImports, dvfSales } from '../../db/schema';
import type { DvfSale } from './dvf-cleaning';

export type DvfImportRow = typeof dvfImports.$inferSelect;
export type DvfSaleRow = Omit<typeof dvfSales.$inferSelect, 'importId'>;

// ---- imports ------------------------------------------------------------------------------------

export async function createImport(
  db: DbOrTx,
  values: {
    source: string;
    status: DvfImportStatus;
    requestedBy?: string | null;
    storageKey?: string | null;
    bytesTotal?: number | null;
  },
): Promise<DvfImportRow> {
  const [row] = await db.insert(dvfImports).values(values).returning();
  return row!;
}

export async function findImport(db: DbOrTx, id: string): Promise<DvfImportRow | null> {
  const [row] = await db.select().from(dvfImports).where(eq(dvfImports.id, id));
  return row ?? null;
}

export async function listImports(db: DbOrTx, limit: number): Promise<DvfImportRow[]> {
  return db.select().from(dvfImports).orderBy(desc(dvfImports.createdAt), desc(dvfImports.id)).limit(limit);
}

/** Whether an import of this source finished (the shipped extract is loaded once). */
export async function hasDoneImport(db: DbOrTx, source: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dvfImports.id })
    .from(dvfImports)
    .where(and(eq(dvfImports.source, source), eq(dvfImports.status, 'done')))
    .limit(1);
  return row !== undefined;
}

/** An import that is not running any more (pending, done or failed) is not taken twice. */
export async function markImportRunning(db: DbOrTx, id: string, bytesTotal: number | null): Promise<boolean> {
  const rows = await db
    .update(dvfImports)
    .set({ status: 'running', bytesTotal, updatedAt: new Date() })
    .where(and(eq(dvfImports.id, id), eq(dvfImports.status, 'pending')))
    .returning({ id: dvfImports.id });
  return rows.length > 0;
}

export interface ImportProgress {
  bytesRead: number;
  rowsRead: number;
  salesKept: number;
}

export async function saveImportProgress(db: DbOrTx, id: string, progress: ImportProgress): Promise<void> {
  await db
    .update(dvfImports)
    .set({ ...progress, updatedAt: new Date() })
    .where(eq(dvfImports.id, id));
}

/**
 * The rows are written non-visible, in batches, outside any long transaction (PGlite has one
 * connection). One JSON parameter per batch rather than 19 per row: PostgreSQL reads the batch
 * with json_to_recordset, several times faster than binding thousands of parameters.
 */
export async function insertSales(db: DbOrTx, importId: string, sales: readonly DvfSale[]): Promise<void> {
  if (sales.length === 0) return;
  await db.execute(sql`
    insert into ${dvfSales} (import_id, mutation_id, sold_on, year, nature, kind, price, surface, price_per_m2,
      rooms, land_surface, address, postcode, commune_code, commune_name, department_code, latitude, longitude)
    select ${importId}::uuid, "mutationId", "soldOn", "year", "nature", "kind", "price", "surface", "pricePerM2",
      "rooms", "landSurface", "address", "postcode", "communeCode", "communeName", "departmentCode", "latitude", "longitude"
    from json_to_recordset(${JSON.stringify(sales)}::json) as x(
      "mutationId" text, "soldOn" date, "year" smallint, "nature" text, "kind" text, "price" numeric,
      "surface" numeric, "pricePerM2" numeric, "rooms" smallint, "landSurface" integer, "address" text,
      "postcode" text, "communeCode" text, "communeName" text, "departmentCode" text,
      "latitude" double precision, "longitude" double precision)`);
}

/**
 * Makes an import visible in one transaction: the rows of the (commune, year) pairs it covers
 * that came from earlier imports go, and its own rows appear, at the same instant.
 */
export async function completeImport(
  db: DbOrTx,
  id: string,
  values: ImportProgress & { dropped: Record<string, number>; replaced: readonly string[] },
  scopes: readonly { communeCode: string; year: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { communeCode, year } of scopes) {
      await tx
        .delete(dvfSales)
        .where(
          and(eq(dvfSales.communeCode, communeCode), eq(dvfSales.year, year), ne(dvfSales.importId, id)),
        );
    }
    // The communes of these sales, their postcodes added to those already known.
    await tx.execute(sql`
      insert into ${dvfCommunes} (code, name, folded_name, department_code, postcodes)
      select commune_code, min(commune_name), ${foldedName(sql`min(commune_name)`)}, min(department_code),
        coalesce(array_agg(distinct postcode) filter (where postcode is not null), '{}')
      from ${dvfSales} where import_id = ${id} group by commune_code
      on conflict (code) do update set
        name = excluded.name,
        folded_name = excluded.folded_name,
        department_code = excluded.department_code,
        postcodes = array(select distinct unnest(${dvfCommunes.postcodes} || excluded.postcodes) order by 1)`);
    const done = await tx
      .update(dvfImports)
      .set({ ...values, replaced: [...values.replaced], status: 'done', finishedAt: new Date() })
      .where(and(eq(dvfImports.id, id), eq(dvfImports.status, 'running')))
      .returning({ id: dvfImports.id });
    // Judged abandoned meanwhile (its rows are gone): nothing of it may become visible.
    if (done.length === 0) throw new Error(`DVF import ${id} is no longer running`);
  });
}

/** A failed import keeps its row (the admin reads why) and loses the sales it had written. */
export async function failImport(db: DbOrTx, id: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dvfSales).where(eq(dvfSales.importId, id));
    await tx
      .update(dvfImports)
      .set({ status: 'failed', error, finishedAt: new Date() })
      .where(eq(dvfImports.id, id));
  });
}

/**
 * Imports left « running » by a process that died (the command line stopped, a server crash):
 * their rows were never visible; they are marked failed and their rows removed.
 */
export async function failAbandonedImports(
  db: DbOrTx,
  error: string,
  except: string | null,
  silentMs = 120_000,
): Promise<number> {
  const stale = await db
    .select({ id: dvfImports.id })
    .from(dvfImports)
    .where(
      and(
        eq(dvfImports.status, 'running'),
        except ? ne(dvfImports.id, except) : undefined,
        // A running import writes its progress every few seconds (IMPORT_HEARTBEAT_MS).
        lt(dvfImports.updatedAt, new Date(Date.now() - silentMs)),
      ),
    );
  for (const { id } of stale) await failImport(db, id, error);
  return stale.length;
}

// ---- sales: comparables and figures ------------------------------------------------------------

/** Only the rows of finished imports exist for readers. */
const visible = sql`${dvfSales.importId} in (select ${dvfImports.id} from ${dvfImports} where ${dvfImports.status} = 'done')`;

const saleColumns = {
  id: dvfSales.id,
  mutationId: dvfSales.mutationId,
  soldOn: dvfSales.soldOn,
  year: dvfSales.year,
  nature: dvfSales.nature,
  kind: dvfSales.kind,
  price: dvfSales.price,
  surface: dvfSales.surface,
  pricePerM2: dvfSales.pricePerM2,
  rooms: dvfSales.rooms,
  landSurface: dvfSales.landSurface,
  address: dvfSales.address,
  postcode: dvfSales.postcode,
  communeCode: dvfSales.communeCode,
  communeName: dvfSales.communeName,
  departmentCode: dvfSales.departmentCode,
  latitude: dvfSales.latitude,
  longitude: dvfSales.longitude,
};

/** Lower case, no accents, every run of other characters one space: « Boulogne-Billancourt » = « boulogne billancourt ». */
const foldedName = (value: SQL | string) =>
  sql`trim(regexp_replace(immopilote_fold(${value}), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * The INSEE codes of a commune typed by the user: by postcode, or by name within the postcode's
 * départements (« Boulogne-Billancourt » or « boulogne billancourt »).
 */
export async function findCommuneCodes(
  db: DbOrTx,
  search: { postcode: string | null; communeName: string | null; departmentCodes: readonly string[] },
): Promise<string[]> {
  const byPostcode = search.postcode ? sql`${search.postcode} = any(${dvfCommunes.postcodes})` : undefined;
  const byName =
    search.communeName && search.departmentCodes.length > 0
      ? and(
          inArray(dvfCommunes.departmentCode, [...search.departmentCodes]),
          eq(dvfCommunes.foldedName, sql`${foldedName(search.communeName)}`),
        )
      : undefined;
  if (!byPostcode && !byName) return [];
  const rows = await db
    .select({ code: dvfCommunes.code })
    .from(dvfCommunes)
    .where(byPostcode && byName ? sql`(${byPostcode} or ${byName})` : (byPostcode ?? byName))
    .orderBy(dvfCommunes.code);
  return rows.map((r) => r.code);
}

/** Where to look: communes (by INSEE code), or a box around a point (the caller keeps the sales within its radius). */
export type SalesArea =
  | { by: 'communes'; codes: readonly string[] }
  | { by: 'box'; south: number; north: number; west: number; east: number };

function areaWhere(area: SalesArea): SQL | undefined {
  if (area.by === 'box') {
    return and(
      gte(dvfSales.latitude, area.south),
      lte(dvfSales.latitude, area.north),
      gte(dvfSales.longitude, area.west),
      lte(dvfSales.longitude, area.east),
    );
  }
  // No commune: no sale rather than every sale.
  return area.codes.length > 0 ? inArray(dvfSales.communeCode, [...area.codes]) : sql`false`;
}

export interface SalesFilter {
  kind: DvfKind;
  area: SalesArea;
  surface?: { min: number; max: number };
  /** ISO date: sales on or after. */
  since?: string;
  limit: number;
}

/** Sales matching the filter, most recent first. */
export async function findSales(db: DbOrTx, filter: SalesFilter): Promise<DvfSaleRow[]> {
  return db
    .select(saleColumns)
    .from(dvfSales)
    .where(
      and(
        eq(dvfSales.kind, filter.kind),
        areaWhere(filter.area),
        filter.surface ? gte(dvfSales.surface, filter.surface.min) : undefined,
        filter.surface ? lte(dvfSales.surface, filter.surface.max) : undefined,
        filter.since ? gte(dvfSales.soldOn, filter.since) : undefined,
        visible,
      ),
    )
    .orderBy(desc(dvfSales.soldOn), desc(dvfSales.id))
    .limit(filter.limit);
}

/** The date of the most recent sale of this kind in the area: « recent » is counted back from it. */
export async function latestSaleDate(db: DbOrTx, kind: DvfKind, area: SalesArea): Promise<string | null> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${dvfSales.soldOn})` })
    .from(dvfSales)
    .where(and(eq(dvfSales.kind, kind), areaWhere(area), visible));
  return row?.latest ? String(row.latest).slice(0, 10) : null;
}

/**
 * The position of an address from the sales data itself (no geocoding service, works offline):
 * the parcels sold at this number of this street, else along the street, in the commune.
 * `street` and `number` are already normalised to DVF's spelling by the caller.
 */
export async function positionOfStreet(
  db: DbOrTx,
  area: SalesArea,
  street: string,
  number: string | null,
): Promise<{ latitude: number; longitude: number; exact: boolean } | null> {
  const streetMatch = sql`${foldedName(sql`regexp_replace(${dvfSales.address}, '^[0-9]+( [A-Z])? ', '')`)} = ${street}`;
  const [row] = await db
    .select({
      latitude: sql<number | null>`avg(${dvfSales.latitude})`,
      longitude: sql<number | null>`avg(${dvfSales.longitude})`,
      exactLatitude: number
        ? sql<
            number | null
          >`avg(${dvfSales.latitude}) filter (where ${dvfSales.address} ~ ${`^${number}( |$)`})`
        : sql<number | null>`null`,
      exactLongitude: number
        ? sql<
            number | null
          >`avg(${dvfSales.longitude}) filter (where ${dvfSales.address} ~ ${`^${number}( |$)`})`
        : sql<number | null>`null`,
    })
    .from(dvfSales)
    .where(and(areaWhere(area), streetMatch, sql`${dvfSales.latitude} is not null`, visible));
  if (!row || row.latitude === null || row.longitude === null) return null;
  if (row.exactLatitude !== null && row.exactLongitude !== null) {
    return { latitude: Number(row.exactLatitude), longitude: Number(row.exactLongitude), exact: true };
  }
  return { latitude: Number(row.latitude), longitude: Number(row.longitude), exact: false };
}

/** The centre of communes (INSEE codes) from the sales data: the mean of their parcels' positions. */
export async function centreOfCommunes(
  db: DbOrTx,
  codes: readonly string[],
): Promise<{ latitude: number; longitude: number } | null> {
  if (codes.length === 0) return null;
  const [row] = await db
    .select({
      latitude: sql<number | null>`avg(${dvfSales.latitude})`,
      longitude: sql<number | null>`avg(${dvfSales.longitude})`,
    })
    .from(dvfSales)
    .where(and(inArray(dvfSales.communeCode, [...codes]), sql`${dvfSales.latitude} is not null`, visible));
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

/** How many sales readers see, per kind (admin panel, start-up message). */
export async function countSales(db: DbOrTx): Promise<{ kind: DvfKind; count: number }[]> {
  const rows = await db
    .select({ kind: dvfSales.kind, count: sql<number>`count(*)::int` })
    .from(dvfSales)
    .where(visible)
    .groupBy(dvfSales.kind);
  return rows.map((r) => ({ kind: r.kind, count: Number(r.count) }));
}

/** The communes with data and their years (admin panel): what an agency can evaluate today. */
export async function coverage(
  db: DbOrTx,
): Promise<{ communeCode: string; communeName: string; years: number[]; sales: number }[]> {
  const rows = await db
    .select({
      communeCode: dvfSales.communeCode,
      communeName: sql<string>`min(${dvfSales.communeName})`,
      years: sql<number[]>`array_agg(distinct ${dvfSales.year} order by ${dvfSales.year})`,
      sales: sql<number>`count(*)::int`,
    })
    .from(dvfSales)
    .where(visible)
    .groupBy(dvfSales.communeCode)
    .orderBy(dvfSales.communeCode);
  return rows.map((r) => ({ ...r, years: r.years.map(Number), sales: Number(r.sales) }));
}
