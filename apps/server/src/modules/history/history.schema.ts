import { HISTORY_TYPES } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, time, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { properties } from '../properties/properties.schema';

export const propertyHistory = pgTable(
  'property_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: HISTORY_TYPES }).notNull(),
    date: date('date').notNull(),
    description: text('description').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    clientNote: smallint('client_note'),
    /**
     * A planned appointment (the calendar) has a start time in Europe/Paris and a duration; an
     * entry without a time is a day's event, as every entry was before the calendar.
     */
    startTime: time('start_time'),
    durationMinutes: smallint('duration_minutes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_history_property_idx').on(t.propertyId, t.date.desc(), t.createdAt.desc()),
    // The calendar reads one agency's entries by date range.
    index('property_history_agency_date_idx').on(t.agencyId, t.date),
    check('property_history_type_check', oneOf(t.type, HISTORY_TYPES)),
    check(
      'property_history_time_check',
      sql`(${t.startTime} is null and ${t.durationMinutes} is null) or (${t.startTime} is not null and ${t.durationMinutes} between 5 and 720)`,
    ),
  ],
);
