import { MEMBER_STATUSES, PERMISSIONS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, sqlList } from '../../db/columns';
import { users } from '../../auth/identity.schema';

export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    code: text('code').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('inactive'),
    subscriptionPlan: text('subscription_plan', { enum: PLAN_IDS }),
    /** The head requires two-factor sign-in of every member (members without it enrol first). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** The agency's fee scale (barème TTC, arrêté du 10 janvier 2017), linked from every listing. */
    feeScaleUrl: text('fee_scale_url'),
    /** Poliris rank 1, the identifier SeLoger gave the agency; no portal export until it is known. */
    polirisAgencyId: text('poliris_agency_id'),
    /** End of the paid period (renewal date, or the last day when cancelling). */
    subscriptionPeriodEnd: timestamp('subscription_period_end', { withTimezone: true }),
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    /** Past due: full access until then, read-only after (lifecycle job). */
    subscriptionGraceEndsAt: timestamp('subscription_grace_ends_at', { withTimezone: true }),
    /** Read-only: the agency and its data are deleted at this date (lifecycle job). */
    subscriptionReadOnlyUntil: timestamp('subscription_read_only_until', { withTimezone: true }),
    paymentProvider: text('payment_provider'),
    paymentCustomerRef: text('payment_customer_ref'),
    paymentSubscriptionRef: text('payment_subscription_ref'),
    /**
     * What the provider reported that we could not map (a price of no plan), for the administrator;
     * cleared when the provider's word maps again.
     */
    billingAlert: text('billing_alert'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agencies_code_key').on(t.code),
    uniqueIndex('agencies_payment_subscription_ref_key').on(t.paymentSubscriptionRef),
    index('agencies_payment_customer_ref_idx').on(t.paymentCustomerRef),
    check('agencies_subscription_status_check', oneOf(t.subscriptionStatus, SUBSCRIPTION_STATUSES)),
    check('agencies_subscription_plan_check', oneOf(t.subscriptionPlan, PLAN_IDS)),
    // The contract's pattern, so no path around the API writes a value the file would carry wrong.
    check('agencies_poliris_agency_id_check', sql`${t.polirisAgencyId} ~ '^[A-Za-z0-9_-]{1,16}$'`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    isBoss: boolean('is_boss').notNull().default(false),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('pending'),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    permissions: text('permissions', { enum: PERMISSIONS }).array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_agency_id_idx').on(t.agencyId),
    // Exactly one head per agency (spec 001 §6): a hand-over that left two heads fails here.
    uniqueIndex('profiles_one_head_per_agency_key').on(t.agencyId).where(sql`${t.isBoss}`),
    check('profiles_status_check', oneOf(t.status, MEMBER_STATUSES)),
    check('profiles_permissions_check', sql`${t.permissions} <@ array[${sqlList(PERMISSIONS)}]::text[]`),
  ],
);

/**
 * An invitation the head sends to an e-mail address (issue 27): a link that pre-fills the join tab
 * of the sign-up page. Only the token's hash is stored; single use, revocable, expires.
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agency_invitations_token_hash_key').on(t.tokenHash),
    index('agency_invitations_agency_idx').on(t.agencyId, t.createdAt),
  ],
);
