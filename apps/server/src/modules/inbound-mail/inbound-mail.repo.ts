import type { InboundMessageStatus, LeadChannel } from '@immopilote/contracts';
import { desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenantRow, tenantWhere } from '../../db/tenant';
import { inboundMailboxes, inboundMessages } from './inbound-mail.schema';

export type MailboxRow = typeof inboundMailboxes.$inferSelect;

export async function findMailbox(db: DbOrTx, agencyId: string): Promise<MailboxRow | null> {
  const [row] = await db.select().from(inboundMailboxes).where(tenantWhere(inboundMailboxes, agencyId));
  return row ?? null;
}

/** The row is created at the first setting saved (IMAP or webhook secret), then updated in place. */
export async function upsertMailbox(
  db: DbOrTx,
  agencyId: string,
  values: Partial<Omit<typeof inboundMailboxes.$inferInsert, 'agencyId'>>,
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(inboundMailboxes)
    .values(tenantRow(agencyId, set))
    .onConflictDoUpdate({ target: inboundMailboxes.agencyId, set });
}

/** The mailbox to poll now: IMAP on and due (never polled, or its next poll has come). */
export async function findDueMailbox(db: DbOrTx, agencyId: string, now: Date) {
  const [row] = await db
    .select({ agencyId: inboundMailboxes.agencyId })
    .from(inboundMailboxes)
    .where(
      tenantWhere(
        inboundMailboxes,
        agencyId,
        eq(inboundMailboxes.imapEnabled, true),
        or(isNull(inboundMailboxes.nextPollAt), lte(inboundMailboxes.nextPollAt, now)),
      ),
    );
  return row ?? null;
}

/** A poll's outcome: the head reads it (GET), the next pass reads `nextPollAt`. */
export async function recordPoll(
  db: DbOrTx,
  agencyId: string,
  outcome: { at: Date; error: string | null; failures: number; nextPollAt: Date },
) {
  await db
    .update(inboundMailboxes)
    .set({
      lastPollAt: outcome.at,
      ...(outcome.error === null ? { lastSuccessAt: outcome.at } : {}),
      lastError: outcome.error,
      failures: outcome.failures,
      nextPollAt: outcome.nextPollAt,
    })
    .where(tenantWhere(inboundMailboxes, agencyId));
}

export async function findMessage(db: DbOrTx, agencyId: string, messageId: string) {
  const [row] = await db
    .select({ id: inboundMessages.id, leadId: inboundMessages.leadId, status: inboundMessages.status })
    .from(inboundMessages)
    .where(tenantWhere(inboundMessages, agencyId, eq(inboundMessages.messageId, messageId)));
  return row ?? null;
}

export interface NewInboundMessage {
  id: string;
  messageId: string;
  channel: LeadChannel;
  fromAddress: string | null;
  subject: string | null;
  rawKey: string | null;
  sizeBytes: number;
  status: InboundMessageStatus;
  error: string | null;
  receivedAt: Date;
}

/** Inserted once per (agency, Message-ID): false when the message is already there (another reader won). */
export async function insertMessage(db: DbOrTx, agencyId: string, row: NewInboundMessage): Promise<boolean> {
  const inserted = await db
    .insert(inboundMessages)
    .values(tenantRow(agencyId, row))
    .onConflictDoNothing({ target: [inboundMessages.agencyId, inboundMessages.messageId] })
    .returning({ id: inboundMessages.id });
  return inserted.length === 1;
}

export async function linkMessageToLead(db: DbOrTx, agencyId: string, id: string, leadId: string) {
  await db
    .update(inboundMessages)
    .set({ leadId })
    .where(tenantWhere(inboundMessages, agencyId, eq(inboundMessages.id, id)));
}

export async function recentMessages(db: DbOrTx, agencyId: string, limit: number) {
  return db
    .select()
    .from(inboundMessages)
    .where(tenantWhere(inboundMessages, agencyId))
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
    .limit(limit);
}
