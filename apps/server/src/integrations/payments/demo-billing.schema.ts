import { PLAN_IDS } from '@immopilote/contracts';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local (demonstration) provider's own books, as Stripe keeps its own: one row per
 * subscription it sold. Its clock for a customer is that agency's billing clock (agency_clocks).
 */
export const demoSubscriptions = pgTable('demo_subscriptions', {
  ref: text('ref').primaryKey(),
  customerRef: text('customer_ref').notNull(),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  status: text('status').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  failNextPayment: boolean('fail_next_payment').notNull().default(false),
  invoiceSeq: integer('invoice_seq').notNull().default(0),
});
