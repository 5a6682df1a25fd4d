import type { IrlArea } from '@immopilote/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { irlIndices } from '../../db/schema';

/** The IRL is the same for every agency: no agency column, no tenant scope (rentals.schema.ts). */
export type IrlRow = typeof irlIndices.$inferSelect;

/**
 * The shipped values, version 1, each inserted only if missing: several processes may start at once,
 * and an administrator's later version of a quarter is never touched.
 */
export async function insertShippedValues(
  db: DbOrTx,
  values: readonly { area: IrlArea; year: number; quarter: number; value: number }[],
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(irlIndices)
    .values(values.map((v) => ({ ...v, version: 1, source: 'shipped' as const })))
    .onConflictDoNothing();
}

/** Every version of every quarter, oldest quarter first and, within one, newest version first. */
export async function listIrlRows(db: DbOrTx): Promise<IrlRow[]> {
  return db
    .select()
    .from(irlIndices)
    .orderBy(asc(irlIndices.area), asc(irlIndices.year), asc(irlIndices.quarter), desc(irlIndices.version));
}

export async function listAreaRows(db: DbOrTx, area: IrlArea): Promise<IrlRow[]> {
  return db
    .select()
    .from(irlIndices)
    .where(eq(irlIndices.area, area))
    .orderBy(asc(irlIndices.year), asc(irlIndices.quarter), desc(irlIndices.version));
}

/** One quarter's versions, newest first. */
export async function quarterVersions(
  db: DbOrTx,
  area: IrlArea,
  year: number,
  quarter: number,
): Promise<IrlRow[]> {
  return db
    .select()
    .from(irlIndices)
    .where(and(eq(irlIndices.area, area), eq(irlIndices.year, year), eq(irlIndices.quarter, quarter)))
    .orderBy(desc(irlIndices.version));
}

/** A new version; the primary key (area, year, quarter, version) refuses a second writer of the same one. */
export async function insertIrlVersion(
  db: DbOrTx,
  values: { area: IrlArea; year: number; quarter: number; version: number; value: number; createdBy: string },
): Promise<IrlRow> {
  const [row] = await db
    .insert(irlIndices)
    .values({ ...values, source: 'admin' })
    .returning();
  return row!;
}
