import { z } from 'zod';

/** An e-mail kept in the outbox (no SMTP server configured): the administrator reads it in the app. */
export const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxMailListSchema = z.object({ items: z.array(outboxMailSchema) });
export type OutboxMailList = z.infer<typeof outboxMailListSchema>;
