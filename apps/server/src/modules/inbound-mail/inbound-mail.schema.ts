import { INBOUND_MESSAGE_STATUSES, LEAD_CHANNELS } from '@immopilote/contracts';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { leads } from '../leads/leads.schema';

/**
 * The agency's inbound mailbox for portal lead e-mails (issue 29): IMAP polling when configured
 * (the password sealed with the installation's key, auth/secret-box.ts), and the inbound webhook's
 * secret (sealed too: the HMAC needs it in clear). The poll's health is kept for the head.
 */
export const inboundMailboxes = pgTable('inbound_mailboxes', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  imapEnabled: boolean('imap_enabled').notNull().default(false),
  imapHost: text('imap_host'),
  imapPort: integer('imap_port'),
  imapSecure: boolean('imap_secure').notNull().default(true),
  imapUser: text('imap_user'),
  imapPasswordSealed: text('imap_password_sealed'),
  imapFolder: text('imap_folder').notNull().default('INBOX'),
  webhookSecretSealed: text('webhook_secret_sealed'),
  lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** The last failure in French, cleared by a successful poll. */
  lastError: text('last_error'),
  /** Failures in a row: the next poll waits longer after each (backoff). */
  failures: integer('failures').notNull().default(0),
  nextPollAt: timestamp('next_poll_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every inbound message once (its Message-ID per agency): imported as a lead, or failed and kept
 * with its raw text in storage, so nothing is lost and nothing is imported twice.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    channel: text('channel', { enum: LEAD_CHANNELS }).notNull(),
    fromAddress: text('from_address'),
    subject: text('subject'),
    rawKey: text('raw_key'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    status: text('status', { enum: INBOUND_MESSAGE_STATUSES }).notNull(),
    error: text('error'),
    // Erasing a lead (its client erased, or its retention over) erases the record of its message too.
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inbound_messages_message_id_key').on(t.agencyId, t.messageId),
    index('inbound_messages_agency_received_idx').on(t.agencyId, t.receivedAt.desc()),
    check('inbound_messages_channel_check', oneOf(t.channel, LEAD_CHANNELS)),
    check('inbound_messages_status_check', oneOf(t.status, INBOUND_MESSAGE_STATUSES)),
  ],
);
