import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dvfCommunes } from '../../db/schema';

/** A commune present in the sales data, as DVF names it, with the postcodes its sales carry. */
export interface KnownCommune {
  code: string;
  name: string;
  departmentCode: string;
  postcodes: string[];
}

/** The same fold as dvf_communes.folded_name: « Saint-Étienne » = « saint etienne ». */
const folded = (value: SQL | string) =>
  sql`trim(regexp_replace(immopilote_fold(${value}), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * The communes of the loaded sales matching a postcode or a name in any département (accents,
 * case and hyphens ignored): the market search resolves « Toulon » or « 83000 » to the data it
 * holds, and a name shared by several communes comes back several times.
 */
export async function findKnownCommunes(
  db: DbOrTx,
  match: { postcode: string } | { name: string },
): Promise<KnownCommune[]> {
  return db
    .select({
      code: dvfCommunes.code,
      name: dvfCommunes.name,
      departmentCode: dvfCommunes.departmentCode,
      postcodes: dvfCommunes.postcodes,
    })
    .from(dvfCommunes)
    .where(
      'postcode' in match
        ? sql`${match.postcode} = any(${dvfCommunes.postcodes})`
        : eq(dvfCommunes.foldedName, sql`${folded(match.name)}`),
    )
    .orderBy(dvfCommunes.code);
}
