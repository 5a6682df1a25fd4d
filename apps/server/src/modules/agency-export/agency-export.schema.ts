import { EXPORT_STATUSES } from '@immopilote/contracts';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';

/** The head's exports of the agency's data (a ZIP in storage, built by a job). */
export const agencyExports = pgTable(
  'agency_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('pending'),
    storageKey: text('storage_key'),
    /** Progress of the job: files written into the archive out of those to write. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /**
     * Touched every few seconds while the job runs (null until it starts: a job waiting its turn is
     * not dead): a pending export that stops moving died with its process.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the expiry job deletes the archive (set when it is ready). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when a download starts; the archive goes once that download completes (« downloadable once »). */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('agency_exports_agency_idx').on(t.agencyId, t.createdAt.desc()),
    check('agency_exports_status_check', oneOf(t.status, EXPORT_STATUSES)),
  ],
);
