import { PROPERTY_VIEWS } from '@immopilote/contracts';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';

/**
 * A member's own dashboard choices (issue 27), one row per member and agency, written the first
 * time the member chooses: the listings' view follows them to another device. Kept per agency so
 * that the agency boundary holds it like every agency table; a member who moves to another agency
 * starts again from the default.
 */
export const dashboardPreferences = pgTable(
  'dashboard_preferences',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyView: text('property_view', { enum: PROPERTY_VIEWS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.userId] }),
    check('dashboard_preferences_property_view_check', oneOf(t.propertyView, PROPERTY_VIEWS)),
  ],
);
