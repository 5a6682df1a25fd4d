import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** What was attached (name, type, size); the files themselves are not kept. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>(),
  /** Extra headers the message carried (`List-Unsubscribe`…), shown to the administrator. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: createdAt(),
});
