import { IMPORT_KINDS, IMPORT_STATUSES } from '@immopilote/contracts';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';

/**
 * One import (issue 33): the uploaded file (kept in storage under `storage_key` until the import
 * ends), its dry-run report (what each column becomes, what could not be read), then the run's
 * progress and its final report. Nothing is written to listings or contacts before `running`.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('analysing'),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    /** Contacts: the column mapping the person chose (column index → field). */
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    /** The dry run's report, then the run's (shapes in contracts). */
    report: jsonb('report').$type<Record<string, unknown>>(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_agency_idx').on(t.agencyId, t.createdAt),
    check('imports_kind_check', oneOf(t.kind, IMPORT_KINDS)),
    check('imports_status_check', oneOf(t.status, IMPORT_STATUSES)),
  ],
);
