import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one local file store a PostgreSQL database's files live in (storage/storage-identity.ts):
 * a single row naming the token written in that store's folder. Instance data, not an agency's.
 */
export const storageIdentity = pgTable(
  'storage_identity',
  {
    id: integer('id').primaryKey().default(1),
    token: text('token').notNull(),
    root: text('root').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('storage_identity_single_row', sql`${t.id} = 1`)],
);
