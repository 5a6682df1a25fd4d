import {
  MEMBER_STATUSES,
  OWNER_NOTICE_CADENCES,
  PERMISSIONS,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeeScaleRow, OpeningHours } from '@immopilote/contracts';
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
    /** How mandators hear of visits (issue 30): each visit within 8 days, or a weekly digest. */
    ownerNoticeCadence: text('owner_notice_cadence', { enum: OWNER_NOTICE_CADENCES })
      .notNull()
      .default('within_8_days'),
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
    check('agencies_owner_notice_cadence_check', oneOf(t.ownerNoticeCadence, OWNER_NOTICE_CADENCES)),
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

/**
 * The agency's public site (issue 29): its address (`/agences/{slug}`, unique across agencies, so
 * the lookup by slug is one of the named reads across agencies), the legal identity every public
 * page shows (loi Hoguet: carte professionnelle and its CCI, financial guarantee, insurer), opening
 * hours (the response-time clock of the leads counts only them) and the structured fee scale
 * (« Barème des honoraires », arrêté du 10 janvier 2017). Its own table, not columns of
 * `agencies`: a change to `agencies` moves the auth epoch, and these edits need not.
 */
export const agencySites = pgTable(
  'agency_sites',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    slug: text('slug'),
    cardNumber: text('card_number'),
    cardIssuer: text('card_issuer'),
    guaranteeName: text('guarantee_name'),
    guaranteeAmount: numeric('guarantee_amount', { precision: 14, scale: 2, mode: 'number' }),
    insurerName: text('insurer_name'),
    insurerPolicy: text('insurer_policy'),
    legalForm: text('legal_form'),
    siren: text('siren'),
    /** Printed on fee invoices (issue 32, C. commerce R123-237/238): « RCS {city} », the share capital. */
    rcsCity: text('rcs_city'),
    shareCapital: numeric('share_capital', { precision: 14, scale: 2, mode: 'number' }),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    intro: text('intro'),
    showFullAddress: boolean('show_full_address').notNull().default(false),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    feeScaleRows: jsonb('fee_scale_rows').$type<FeeScaleRow[]>(),
    feeScaleNotes: text('fee_scale_notes'),
    feeScaleUpdatedAt: timestamp('fee_scale_updated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_sites_slug_key').on(t.slug),
    check(
      'agency_sites_slug_check',
      sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) between 3 and 60`,
    ),
  ],
);
