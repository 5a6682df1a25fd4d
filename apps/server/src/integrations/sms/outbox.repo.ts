import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from './outbox.schema';

export async function insertOutboxSms(db: DbOrTx, message: { to: string; text: string }): Promise<void> {
  await db.insert(smsOutbox).values({ to: message.to, text: message.text });
}

/** The latest text messages first, for the administration panel. */
export async function listOutboxSms(db: DbOrTx, limit: number) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
}
