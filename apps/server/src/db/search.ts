import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** LIKE metacharacters typed by the user are searched literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The column contains the query, ignoring case and accents ("eglise" finds "Église"): French users
 * often type without accents. `immopilote_fold` (migration 0002) is immutable, so the trigram
 * indexes on it serve this search.
 */
export function foldedContains(column: AnyColumn, query: string): SQL {
  return sql`immopilote_fold(${column}) like immopilote_fold(${containsPattern(query)})`;
}

/** The LIKE pattern that finds `query` anywhere, its metacharacters taken literally. */
export const containsPattern = (query: string) => `%${escapeLike(query)}%`;

/**
 * Like `foldedContains`, for a column that already holds folded text (folded once, at write time).
 * The pattern is a value (see `containsPattern`) or the placeholder of a prepared statement. It is
 * folded in a subquery, run once per execution: in a prepared statement's generic plan a function
 * of a parameter is otherwise evaluated again for every row (500 rows: 0.3 ms became 2 ms).
 */
export function foldedTextContains(foldedColumn: AnyColumn, pattern: string | Placeholder): SQL {
  return sql`${foldedColumn} like (select immopilote_fold(${pattern}))`;
}
