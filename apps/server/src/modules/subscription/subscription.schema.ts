import { CHECKOUT_STATUSES, INVOICE_STATUSES, PLAN_IDS } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_agency_id_idx').on(t.agencyId),
    check('checkout_sessions_plan_check', oneOf(t.plan, PLAN_IDS)),
    check('checkout_sessions_status_check', oneOf(t.status, CHECKOUT_STATUSES)),
  ],
);

/**
 * Provider events received (webhooks), stored before the delivery is answered: the primary key
 * makes a replay, or two deliveries racing each other, one row; `processedAt` is set in the
 * transaction that applies the event, once. An event still unprocessed (its job lost or given up)
 * is processed again by the hourly reconciliation. Not agency-owned: an event may name no agency
 * we know (its agency, when it names one, is inside `event`).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The verified event as processing needs it (VerifiedWebhookEvent); null for rows older than 0025. */
    event: jsonb('event').$type<Record<string, string | null>>(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('payment_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

/** The agency's invoices: ours for the local provider (numbered PDF), Stripe's otherwise. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    amountHtCents: integer('amount_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountTtcCents: integer('amount_ttc_cents').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    hostedUrl: text('hosted_url'),
    /** Who was billed, as printed on the invoice at the time (a French invoice is never rewritten). */
    billedName: text('billed_name').notNull(),
    billedAddress: text('billed_address').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_agency_idx').on(t.agencyId, t.issuedAt.desc()),
    uniqueIndex('invoices_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('invoices_number_key').on(t.number),
    check('invoices_plan_check', oneOf(t.plan, PLAN_IDS)),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
  ],
);

/** One gap-free invoice sequence per year (a locked row, not a SEQUENCE: sequences leave gaps). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
