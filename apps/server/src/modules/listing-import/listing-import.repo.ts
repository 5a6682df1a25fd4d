import type { ImportStatus, PropertyFields } from '@immopilote/contracts';
import { and, count, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { imports, properties, propertyPhotos } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ImportRow = typeof imports.$inferSelect;

const poliris = eq(imports.kind, 'poliris');

export async function insertImport(
  db: DbOrTx,
  agencyId: string,
  values: { id: string; fileName: string; storageKey: string; requestedBy: string },
): Promise<ImportRow> {
  const [row] = await db
    .insert(imports)
    .values(
      tenantRow(agencyId, {
        ...values,
        kind: 'poliris' as const,
        status: 'analysing' as const,
        heartbeatAt: new Date(),
      }),
    )
    .returning();
  return row!;
}

export async function findImport(db: DbOrTx, agencyId: string, id: string): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(imports)
    .where(tenantWhere(imports, agencyId, poliris, eq(imports.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listImports(db: DbOrTx, agencyId: string, limit: number): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(tenantWhere(imports, agencyId, poliris))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit);
}

/** The agency's Poliris imports being analysed or written. */
export async function busyImports(db: DbOrTx, agencyId: string): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(tenantWhere(imports, agencyId, poliris, inArray(imports.status, ['analysing', 'running'])));
}

export async function updateImport(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<
    Pick<ImportRow, 'status' | 'report' | 'done' | 'total' | 'error' | 'storageKey' | 'finishedAt'>
  >,
) {
  await db
    .update(imports)
    .set(values)
    .where(tenantWhere(imports, agencyId, eq(imports.id, id)));
}

/** Moves an import from one of `from` to `to`; false when it was not in one of them (a race lost). */
export async function moveImport(
  db: DbOrTx,
  agencyId: string,
  id: string,
  from: readonly ImportStatus[],
  to: ImportStatus,
  values: Partial<Pick<ImportRow, 'error' | 'storageKey' | 'finishedAt'>> = {},
): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ ...values, status: to, heartbeatAt: sql`now()` })
    .where(tenantWhere(imports, agencyId, eq(imports.id, id), inArray(imports.status, [...from])))
    .returning({ id: imports.id });
  return rows.length > 0;
}

/** The job's sign of life. */
export async function touchImport(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(imports)
    .set({ heartbeatAt: sql`now()` })
    .where(tenantWhere(imports, agencyId, eq(imports.id, id)));
}

/** Imports analysed or written by a job silent since `before` died with its process: failed, resumable. */
export async function failStaleImports(db: DbOrTx, agencyId: string, before: Date, error: string) {
  await db
    .update(imports)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      tenantWhere(
        imports,
        agencyId,
        poliris,
        inArray(imports.status, ['analysing', 'running']),
        or(lt(imports.heartbeatAt, before), sql`${imports.heartbeatAt} is null`),
      ),
    );
}

// ---- the listings an import writes ------------------------------------------------------------

/** Which of these source references already name a listing of the agency, and which listing. */
export async function propertiesByImportRef(
  db: DbOrTx,
  agencyId: string,
  refs: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < refs.length; i += 1000) {
    const slice = refs.slice(i, i + 1000);
    const rows = await db
      .select({ id: properties.id, ref: properties.importRef })
      .from(properties)
      .where(
        tenantWhere(
          properties,
          agencyId,
          isNotNull(properties.importRef),
          inArray(properties.importRef, slice),
        ),
      );
    for (const r of rows) if (r.ref) found.set(r.ref, r.id);
  }
  return found;
}

/**
 * The listing of this source reference, locked for the write, or null. The unique index
 * (agency, import_ref) keeps two writers from creating it twice.
 */
export async function lockPropertyByImportRef(db: DbOrTx, agencyId: string, ref: string) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.importRef, ref)))
    .for('update')
    .limit(1);
  return row?.id ?? null;
}

export async function insertImportedProperty(
  db: DbOrTx,
  agencyId: string,
  values: { id: string; userId: string; ref: string; fields: PropertyFields },
) {
  const { publishedOnSite: _published, ...fields } = values.fields;
  await db.insert(properties).values(
    tenantRow(agencyId, {
      ...fields,
      id: values.id,
      userId: values.userId,
      importRef: values.ref,
      status: 'Disponible' as const,
    }),
  );
}

/** The source's facts over the listing's; its status, site publication and photos stay. */
export async function updateImportedProperty(
  db: DbOrTx,
  agencyId: string,
  id: string,
  fields: PropertyFields,
) {
  const { publishedOnSite: _published, ...values } = fields;
  await db
    .update(properties)
    .set({ ...values, marketPrice: null, marketStatus: null, updatedAt: new Date() })
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)));
}

export async function photoCount(db: DbOrTx, agencyId: string, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId, eq(propertyPhotos.propertyId, propertyId)));
  return row?.n ?? 0;
}

export async function insertImportedPhotos(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
  photos: readonly { id: string; thumbKey: string; largeKey: string; width: number; height: number }[],
) {
  if (photos.length === 0) return;
  await db
    .insert(propertyPhotos)
    .values(photos.map((p, position) => tenantRow(agencyId, { ...p, propertyId, position })));
}

/** Progress written in the listing's own transaction: a resumed run starts after the last listing saved. */
export async function setProgress(db: DbOrTx, agencyId: string, id: string, done: number) {
  await db
    .update(imports)
    .set({ done, heartbeatAt: sql`now()` })
    .where(tenantWhere(imports, agencyId, eq(imports.id, id), and(sql`${imports.done} <= ${done}`)));
}
