import { PURGE_LOG_KINDS, RETENTION_BOUNDS } from '@immopilote/contracts';
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';

const withinBounds = (column: AnyColumn, bounds: { min: number; max: number }) =>
  sql`${column} between ${sql.raw(String(bounds.min))} and ${sql.raw(String(bounds.max))}`;

/** The head's retention periods (legal defaults until changed) and the information notice's token. */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    rejectedCandidateMonths: smallint('rejected_candidate_months').notNull(),
    tenantFileYears: smallint('tenant_file_years').notNull(),
    contractYears: smallint('contract_years').notNull(),
    /** The public notice's address: random, so the notices of agencies cannot be listed. */
    noticeToken: text('notice_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privacy_settings_notice_token_key').on(t.noticeToken),
    check(
      'privacy_settings_rejected_bounds',
      withinBounds(t.rejectedCandidateMonths, RETENTION_BOUNDS.rejectedCandidateMonths),
    ),
    check(
      'privacy_settings_tenant_bounds',
      withinBounds(t.tenantFileYears, RETENTION_BOUNDS.tenantFileYears),
    ),
    check('privacy_settings_contract_bounds', withinBounds(t.contractYears, RETENTION_BOUNDS.contractYears)),
  ],
);

/**
 * What the purge and the erasures did, for the head (Mon agence). It names no person: a client
 * appears by a short reference, a document by its type, so the proof keeps nothing that was erased.
 */
export const purgeLog = pgTable(
  'purge_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PURGE_LOG_KINDS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientRef: text('client_ref').notNull(),
    documentType: text('document_type'),
    documentsDeleted: integer('documents_deleted').notNull().default(0),
    historyAnonymised: integer('history_anonymised').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('purge_log_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    check('purge_log_kind_check', oneOf(t.kind, PURGE_LOG_KINDS)),
  ],
);
