import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';
import { properties } from '../properties/properties.schema';

/** « Rapports propriétaires »: the agent's recommendation; the PDF is drawn from the property on download. */
export const ownerReports = pgTable(
  'owner_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    recommendation: text('recommendation').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('owner_reports_property_idx').on(t.propertyId, t.createdAt.desc())],
);
