import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt } from '../../db/columns';
import { agencies } from '../agency/agency.schema';

/**
 * An API key of `/api/v1` (issue 33), created by the head: shown once, kept as the SHA-256 of its
 * secret (a key is 32 random bytes: no need for a slow hash), with its scopes, expiry, revocation,
 * last use and its own request limit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in the list to tell keys apart (`ip_live_AbC1…`). */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Requests per minute this key may make. */
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(120),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_agency_idx').on(t.agencyId, t.createdAt),
    check('api_keys_rate_limit_check', sql`${t.rateLimitPerMinute} between 1 and 10000`),
  ],
);

/** Requests per key per minute: the limit holds across every API process. */
export const apiKeyWindows = pgTable(
  'api_key_windows',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart] })],
);
