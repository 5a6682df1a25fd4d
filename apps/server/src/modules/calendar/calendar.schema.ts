import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';

/**
 * One private iCal feed per member (the calendar): the URL's token, stored as its SHA-256 like
 * session tokens, so the database alone cannot read anyone's agenda. Looked up by that hash from
 * a public route, like a session, hence no tenant filter; the agency is the one the member
 * belonged to when they made the link, and the feed answers only while they still do.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
