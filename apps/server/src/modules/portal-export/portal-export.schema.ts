import { PORTAL_EXPORT_STATUSES } from '@immopilote/contracts';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';

/**
 * Portal exports (Poliris ZIP, issue 12 item 6): one row per export job, its progress and, once
 * done, the key of its ZIP in the `portal-exports` bucket and the listings left out with why.
 */
export const portalExports = pgTable(
  'portal_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PORTAL_EXPORT_STATUSES }).notNull().default('pending'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /**
     * Touched every few seconds while the job runs (null until it starts: a job waiting its turn is
     * not dead): an unfinished export that stops moving died with its process.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    included: integer('included').notNull().default(0),
    excluded: jsonb('excluded')
      .$type<{ propertyId: string; name: string; reasons: string[] }[]>()
      .notNull()
      .default([]),
    storageKey: text('storage_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('portal_exports_agency_idx').on(t.agencyId, t.createdAt),
    check('portal_exports_status_check', oneOf(t.status, PORTAL_EXPORT_STATUSES)),
  ],
);
