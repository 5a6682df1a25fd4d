import { ACCESS_KINDS } from '@immopilote/contracts';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';

/**
 * The access log (issue 15 part 6): who downloaded a client's papers or exported data, when, from
 * which address. Append-only by triggers (migration); only the retention purge deletes, and only
 * entries older than ACCESS_LOG_KEEP_MONTHS. No foreign keys on the actor, client or document: the
 * entry outlives them, and a foreign key's SET NULL would be an update. The client's name is
 * never copied here (an erased client must leave no name behind); the actor's name is, because
 * « who » must survive the member's departure.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    kind: text('kind', { enum: ACCESS_KINDS }).notNull(),
    clientId: uuid('client_id'),
    documentId: uuid('document_id'),
    /** What was taken, without personal data: a file type, a register and format, an export id. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('access_log_agency_idx').on(t.agencyId, t.occurredAt.desc(), t.id.desc()),
    index('access_log_occurred_idx').on(t.occurredAt),
    check('access_log_kind_check', oneOf(t.kind, ACCESS_KINDS)),
  ],
);
