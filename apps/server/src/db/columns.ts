import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * The value lists live in contracts (one source for API, web and database): columns carry them as
 * text with a CHECK constraint rather than a PostgreSQL enum, because a CHECK can gain or lose a
 * value in one transactional migration (ALTER TYPE … ADD VALUE cannot drop one, nor run everywhere
 * in a transaction).
 */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
export const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sqlList(values)})`;

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
