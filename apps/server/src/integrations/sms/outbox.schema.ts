import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Text messages when no SMS provider is configured: the server log and this table, read by administrators. */
export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
