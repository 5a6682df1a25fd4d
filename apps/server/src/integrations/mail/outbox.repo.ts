import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function insertOutboxMail(db: DbOrTx, message: MailMessage) {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    attachments:
      message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.length,
      })) ?? null,
    headers: message.headers ?? null,
  });
}

export async function latestOutboxMail(db: DbOrTx, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
