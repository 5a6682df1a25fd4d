import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { agencies } from '../agency/agency.schema';

/**
 * The demonstration agency's clocks (issue 25): its row makes an agency the demonstration agency,
 * and only `npm run demo` writes one (no route does). Each offset is added to real time for that
 * agency alone, and only while the operator turns its clock on: billing (DEMO_BILLING_CLOCK, the
 * local provider's time for this customer, as a Stripe test clock belongs to one customer) and
 * retention (DEMO_RETENTION_CLOCK). Every other agency runs on real time.
 */
export const agencyClocks = pgTable('agency_clocks', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  billingOffsetMs: bigint('billing_offset_ms', { mode: 'number' }).notNull().default(0),
  retentionOffsetMs: bigint('retention_offset_ms', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});
