import {
  ACCESS_KINDS,
  ADMIN_AUDIT_ACTIONS,
  AI_JOB_STATUSES,
  AI_PROVIDERS,
  AI_TASKS,
  REVIEW_SOURCES,
  CHARGES_MODES,
  CHECKOUT_STATUSES,
  DPE_STATUSES,
  ENERGY_CLASSES,
  FEES_PAYERS,
  HEATING_ENERGIES,
  HEATING_MODES,
  HISTORY_TYPES,
  MANDATE_ACTIVITIES,
  MANDATE_KINDS,
  MANDATE_STATUSES,
  MEMBER_STATUSES,
  PERMISSIONS,
  PLAN_IDS,
  PORTAL_EXPORT_STATUSES,
  PROPERTY_KINDS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SUBSCRIPTION_STATUSES,
  EXPORT_STATUSES,
  INVOICE_STATUSES,
  CANDIDATE_STATUSES,
  CLIENT_DOCUMENT_TYPES,
  CLIENT_ROLES,
  PURGE_LOG_KINDS,
  RETENTION_BOUNDS,
  type ScoringFacts,
  type ScoringFactor,
  DVF_IMPORT_STATUSES,
  DVF_KINDS,
  DVF_NATURES,
  VALUATION_ENGINES,
  VALUATION_OUTCOMES,
} from '@immopilote/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The value lists live in contracts (one source for API, web and database): columns carry them as
 * text with a CHECK constraint rather than a PostgreSQL enum, because a CHECK can gain or lose a
 * value in one transactional migration (ALTER TYPE … ADD VALUE cannot drop one, nor run everywhere
 * in a transaction).
 */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
const oneOf = (column: AnyColumn, values: readonly string[]): SQL => sql`${column} in (${sqlList(values)})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Only the SHA-256 of the cookie token is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Attempt counters for everything that checks a password or a code (auth/attempts.ts), one row
 * per key (`ip:…`, `account:…`) and fixed window; in the database so every API process shares them.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * A user's TOTP secret, encrypted (auth/secret-box.ts). `enabledAt` null: enrolment started but
 * not confirmed with a code yet, so sign-in does not ask for one. `lastUsedStep` is the 30 s step
 * of the last accepted code: a code is accepted once (no replay within its window).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 (they are random, 50 bits each). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The step between a correct password and the session for a two-factor user: short-lived,
 * single-use, bound to the user; only the SHA-256 of the token the browser holds is stored.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agencies_code_key').on(t.code),
    uniqueIndex('agencies_payment_subscription_ref_key').on(t.paymentSubscriptionRef),
    index('agencies_payment_customer_ref_idx').on(t.paymentCustomerRef),
    check('agencies_subscription_status_check', oneOf(t.subscriptionStatus, SUBSCRIPTION_STATUSES)),
    check('agencies_subscription_plan_check', oneOf(t.subscriptionPlan, PLAN_IDS)),
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

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** What was attached (name, type, size); the files themselves are not kept. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>(),
  createdAt: createdAt(),
});

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    type: text('type', { enum: PROPERTY_TYPES }).notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    description: text('description'),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('Disponible'),
    marketPrice: numeric('market_price', { precision: 14, scale: 2, mode: 'number' }),
    marketStatus: smallint('market_status'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Listing facts (issue 12). Null is « non renseigné »: existing rows keep every fact empty and
    // the legal checklist (contracts listingGaps) reports them as incomplete. Units: m², €, €/m².
    kind: text('kind', { enum: PROPERTY_KINDS }),
    surfaceHabitable: numeric('surface_habitable', { precision: 10, scale: 2, mode: 'number' }),
    surfaceCarrez: numeric('surface_carrez', { precision: 10, scale: 2, mode: 'number' }),
    surfaceLand: numeric('surface_land', { precision: 12, scale: 2, mode: 'number' }),
    rooms: smallint('rooms'),
    bedrooms: smallint('bedrooms'),
    floor: smallint('floor'),
    floorsCount: smallint('floors_count'),
    lift: boolean('lift'),
    furnished: boolean('furnished'),
    yearBuilt: smallint('year_built'),
    heatingMode: text('heating_mode', { enum: HEATING_MODES }),
    heatingEnergy: text('heating_energy', { enum: HEATING_ENERGIES }),
    hasBalcony: boolean('has_balcony').notNull().default(false),
    hasTerrace: boolean('has_terrace').notNull().default(false),
    hasGarden: boolean('has_garden').notNull().default(false),
    hasParking: boolean('has_parking').notNull().default(false),
    hasCellar: boolean('has_cellar').notNull().default(false),
    availableFrom: date('available_from', { mode: 'string' }),
    dpeStatus: text('dpe_status', { enum: DPE_STATUSES }),
    dpeClass: text('dpe_class', { enum: ENERGY_CLASSES }),
    /** kWhEP/m²/an */
    dpeValue: integer('dpe_value'),
    gesClass: text('ges_class', { enum: ENERGY_CLASSES }),
    /** kg CO₂/m²/an */
    gesValue: integer('ges_value'),
    energyCostMin: numeric('energy_cost_min', { precision: 10, scale: 2, mode: 'number' }),
    energyCostMax: numeric('energy_cost_max', { precision: 10, scale: 2, mode: 'number' }),
    energyCostYear: smallint('energy_cost_year'),
    dpeDate: date('dpe_date', { mode: 'string' }),
    dpeNumber: text('dpe_number'),
    feesPayer: text('fees_payer', { enum: FEES_PAYERS }),
    /** % TTC of the price excluding fees. */
    feesPercent: numeric('fees_percent', { precision: 5, scale: 2, mode: 'number' }),
    priceExclFees: numeric('price_excl_fees', { precision: 14, scale: 2, mode: 'number' }),
    copro: boolean('copro'),
    coproLots: integer('copro_lots'),
    /** € per year, the average share of the budget. */
    coproCharges: numeric('copro_charges', { precision: 12, scale: 2, mode: 'number' }),
    coproProcedure: boolean('copro_procedure'),
    coproProcedureDetail: text('copro_procedure_detail'),
    /** € per month, included in a rental's price. */
    charges: numeric('charges', { precision: 12, scale: 2, mode: 'number' }),
    chargesMode: text('charges_mode', { enum: CHARGES_MODES }),
    rentSupplement: numeric('rent_supplement', { precision: 12, scale: 2, mode: 'number' }),
    deposit: numeric('deposit', { precision: 14, scale: 2, mode: 'number' }),
    tenantFees: numeric('tenant_fees', { precision: 12, scale: 2, mode: 'number' }),
    tenantFeesInventory: numeric('tenant_fees_inventory', { precision: 12, scale: 2, mode: 'number' }),
    rentControlled: boolean('rent_controlled'),
    rentBase: numeric('rent_base', { precision: 12, scale: 2, mode: 'number' }),
    /** €/m²/month */
    rentReference: numeric('rent_reference', { precision: 8, scale: 2, mode: 'number' }),
    /**
     * The dashboard search's haystack, folded once at write time rather than for every row of every
     * search (db/search.ts): name and address, lower-case and without accents. The line break keeps
     * a match from spanning the two.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`immopilote_fold("name" || E'\\n' || "address")`),
  },
  (t) => [
    // Also serves the dashboard search: it scans the agency's rows by this index and filters them on
    // `search_text`. A trigram index over every agency made the planner fetch all agencies' matches
    // first (10,000 rows for « victor » at 50,000 properties) and costs a full index scan for a
    // query shorter than a trigram.
    index('properties_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    check('properties_type_check', oneOf(t.type, PROPERTY_TYPES)),
    check('properties_status_check', oneOf(t.status, PROPERTY_STATUSES)),
    check('properties_kind_check', oneOf(t.kind, PROPERTY_KINDS)),
    check('properties_heating_mode_check', oneOf(t.heatingMode, HEATING_MODES)),
    check('properties_heating_energy_check', oneOf(t.heatingEnergy, HEATING_ENERGIES)),
    check('properties_dpe_status_check', oneOf(t.dpeStatus, DPE_STATUSES)),
    check('properties_dpe_class_check', oneOf(t.dpeClass, ENERGY_CLASSES)),
    check('properties_ges_class_check', oneOf(t.gesClass, ENERGY_CLASSES)),
    check('properties_fees_payer_check', oneOf(t.feesPayer, FEES_PAYERS)),
    check('properties_charges_mode_check', oneOf(t.chargesMode, CHARGES_MODES)),
    check(
      'properties_surfaces_check',
      sql`${t.surfaceHabitable} > 0 and ${t.surfaceCarrez} > 0 and ${t.surfaceLand} > 0 and ${t.surfaceCarrez} <= coalesce(${t.surfaceHabitable}, ${t.surfaceCarrez})`,
    ),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    thumbKey: text('thumb_key').notNull(),
    largeKey: text('large_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  // The card's cover is the first photo by (position, created_at): one index entry, no sort.
  (t) => [index('property_photos_property_idx').on(t.propertyId, t.position, t.createdAt)],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Digits only, +33 folded to 0, so the directory can search phone numbers however they were typed. */
    phoneDigits: text('phone_digits'),
    birthDate: date('birth_date'),
    nationality: text('nationality'),
    maritalStatus: text('marital_status'),
    profession: text('profession'),
    address: text('address'),
    notes: text('notes'),
    clientScore: smallint('client_score'),
    /** Acquéreur, vendeur, locataire, candidat locataire, bailleur (issue 15): several at once. */
    roles: text('roles', { enum: CLIENT_ROLES }).array().notNull().default(sql`'{}'::text[]`),
    /** Only a rental candidate has one; the date it last changed starts the rejected-candidate period. */
    candidateStatus: text('candidate_status', { enum: CANDIDATE_STATUSES }),
    candidateStatusChangedAt: timestamp('candidate_status_changed_at', { withTimezone: true }),
    /** End of the lease of a tenant or retained candidate: the tenant file's period counts from it. */
    leaseEndsOn: date('lease_ends_on'),
    /** Set when the purge anonymised a client left without purpose. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('clients_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    index('clients_full_name_trgm_idx').using('gin', sql`immopilote_fold(${t.fullName}) gin_trgm_ops`),
    check('clients_roles_check', sql`${t.roles} <@ array[${sqlList(CLIENT_ROLES)}]::text[]`),
    check('clients_candidate_status_check', oneOf(t.candidateStatus, CANDIDATE_STATUSES)),
    check(
      'clients_candidate_status_role',
      sql`(${t.candidateStatus} is null) = (${t.candidateStatusChangedAt} is null) and (${t.candidateStatus} is null or 'candidat_locataire' = any(${t.roles}))`,
    ),
  ],
);

export const propertyHistory = pgTable(
  'property_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: HISTORY_TYPES }).notNull(),
    date: date('date').notNull(),
    description: text('description').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    clientNote: smallint('client_note'),
    /**
     * A planned appointment (the calendar) has a start time in Europe/Paris and a duration; an
     * entry without a time is a day's event, as every entry was before the calendar.
     */
    startTime: time('start_time'),
    durationMinutes: smallint('duration_minutes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_history_property_idx').on(t.propertyId, t.date.desc(), t.createdAt.desc()),
    // The calendar reads one agency's entries by date range.
    index('property_history_agency_date_idx').on(t.agencyId, t.date),
    check('property_history_type_check', oneOf(t.type, HISTORY_TYPES)),
    check(
      'property_history_time_check',
      sql`(${t.startTime} is null and ${t.durationMinutes} is null) or (${t.startTime} is not null and ${t.durationMinutes} between 5 and 720)`,
    ),
  ],
);

/**
 * One private iCal feed per member (the calendar): the URL's token, stored as its SHA-256 like
 * session tokens, so the database alone cannot read anyone's agenda. Looked up by that hash from
 * a public route, like a session, hence no tenant filter; the agency is the one the member
 * belonged to when they made the link, and the feed answers only while they still do.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Every stored file that is not a photo: client and property documents (with extracted text) and
 * history attachments. Exactly one owner column is set; the file lives in object storage.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    historyId: uuid('history_id').references(() => propertyHistory.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** A client document's type from the closed list (décret 2015-1437 and contracts); null otherwise. */
    documentType: text('document_type'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    text: text('text'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('documents_type_check', sql`(${t.clientId} is null) = (${t.documentType} is null)`),
    check('documents_type_known', oneOf(t.documentType, CLIENT_DOCUMENT_TYPES)),
    index('documents_client_idx').on(t.clientId),
    index('documents_property_idx').on(t.propertyId),
    index('documents_history_idx').on(t.historyId),
    check('documents_one_owner', sql`num_nonnulls(${t.clientId}, ${t.propertyId}, ${t.historyId}) = 1`),
  ],
);

/**
 * What administrators looked at (ADMIN_EMAILS): one row per view of an agency's detail. Not an
 * agency-owned table: the entry outlives the agency (no foreign key) and keeps its name and the
 * administrator's e-mail as they were.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    agencyId: uuid('agency_id'),
    agencyName: text('agency_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('admin_audit_log_action_check', oneOf(t.action, ADMIN_AUDIT_ACTIONS)),
  ],
);

/**
 * The last number each register of an agency gave (loi Hoguet: continuous numbering). Taken with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the transaction that writes the mandate, so the row
 * stays locked until the commit and a rolled-back creation gives its number back: no gap, no
 * duplicate, unlike a SEQUENCE, which never gives a number back.
 */
export const mandateCounters = pgTable(
  'mandate_counters',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    activity: text('activity', { enum: MANDATE_ACTIVITIES }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.activity] }),
    check('mandate_counters_activity_check', oneOf(t.activity, MANDATE_ACTIVITIES)),
  ],
);

/**
 * The register of mandates, one line per mandate, append-only (migration 0009's triggers refuse a
 * DELETE unless the agency itself is gone, and any change to the number or the copied legal texts).
 * Kept ten years: the property's and clients' texts are copied, their ids set null when they go.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    activity: text('activity', { enum: MANDATE_ACTIVITIES }).notNull(),
    number: integer('number').notNull(),
    registeredOn: date('registered_on').notNull(),
    kind: text('kind', { enum: MANDATE_KINDS }).notNull(),
    status: text('status', { enum: MANDATE_STATUSES }).notNull().default('active'),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    object: text('object').notNull(),
    propertyNature: text('property_nature').notNull(),
    propertyLocation: text('property_location').notNull(),
    startDate: date('start_date').notNull(),
    durationMonths: smallint('duration_months'),
    endDate: date('end_date').notNull(),
    feeTerms: text('fee_terms').notNull(),
    closedOn: date('closed_on'),
    closeReason: text('close_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mandates_agency_register_number_key').on(t.agencyId, t.activity, t.number),
    index('mandates_property_idx').on(t.propertyId),
    check('mandates_activity_check', oneOf(t.activity, MANDATE_ACTIVITIES)),
    check('mandates_kind_check', oneOf(t.kind, MANDATE_KINDS)),
    check('mandates_status_check', oneOf(t.status, MANDATE_STATUSES)),
    check('mandates_number_positive', sql`${t.number} > 0`),
    check(
      'mandates_closing_complete',
      sql`(${t.status} = 'active') = (${t.closedOn} is null and ${t.closeReason} is null)`,
    ),
  ],
);

/** A mandate's mandators as the register names them (name and address copied from the directory). */
export const mandateMandators = pgTable(
  'mandate_mandators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => mandates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
  },
  (t) => [
    uniqueIndex('mandate_mandators_position_key').on(t.mandateId, t.position),
    index('mandate_mandators_client_idx').on(t.clientId),
  ],
);

/**
 * Provider events already received (webhooks): the primary key makes a replay, or two deliveries
 * racing each other, a no-op. Not agency-owned: an event may name no agency we know.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

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

/**
 * The local (demonstration) provider's own books, as Stripe keeps its own: one row per
 * subscription it sold, and the clock it runs on (real time plus an offset advanced in development).
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

export const demoClock = pgTable('demo_clock', {
  id: smallint('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});

/** The head's exports of the agency's data (a ZIP in storage, built by a job). */
export const agencyExports = pgTable(
  'agency_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('pending'),
    storageKey: text('storage_key'),
    /** Progress of the job: files written into the archive out of those to write. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the expiry job deletes the archive (set when it is ready). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when a download starts; the archive goes once that download completes (« downloadable once »). */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('agency_exports_agency_idx').on(t.agencyId, t.createdAt.desc()),
    check('agency_exports_status_check', oneOf(t.status, EXPORT_STATUSES)),
  ],
);

// ---- AI helpers (issue 13) ----

/** AI calls per agency per calendar month (Paris time), counted before each call (metering). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.month] }),
    check('ai_usage_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('ai_usage_calls_check', sql`${t.calls} >= 0`),
  ],
);

/** The head's switch: may data of the agency's clients go to the configured external AI provider? */
export const agencyAiSettings = pgTable('agency_ai_settings', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  externalProviderEnabled: boolean('external_provider_enabled').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved review analyses (validation 1), reopened and compared from /review-search. */
export const reviewAnalyses = pgTable(
  'review_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    agencyName: text('agency_name').notNull(),
    address: text('address'),
    city: text('city').notNull(),
    source: text('source', { enum: REVIEW_SOURCES }).notNull(),
    engine: text('engine', { enum: AI_PROVIDERS }).notNull(),
    reviewCount: integer('review_count').notNull(),
    /** Texts and statistics as answered (reviewAnalysisSchema without id, dates and names). */
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_analyses_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    check('review_analyses_source_check', oneOf(t.source, REVIEW_SOURCES)),
    check('review_analyses_engine_check', oneOf(t.engine, AI_PROVIDERS)),
  ],
);

/**
 * AI calls run in the jobs room (issue 13): one row per metered call, the request it was given,
 * its status (the browser polls it and may cancel it) and, once done, the answer it gave.
 */
export const aiJobs = pgTable(
  'ai_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    task: text('task', { enum: AI_TASKS }).notNull(),
    engine: text('engine', { enum: AI_PROVIDERS }).notNull(),
    status: text('status', { enum: AI_JOB_STATUSES }).notNull().default('running'),
    /** The month whose call it took (YYYY-MM, Paris): a failed call is given back to that month. */
    month: text('month').notNull(),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_jobs_agency_created_idx').on(t.agencyId, t.createdAt),
    check('ai_jobs_task_check', oneOf(t.task, AI_TASKS)),
    check('ai_jobs_engine_check', oneOf(t.engine, AI_PROVIDERS)),
    check('ai_jobs_status_check', oneOf(t.status, AI_JOB_STATUSES)),
  ],
);

/**
 * Portal exports (Poliris ZIP, issue 12 item 6): one row per export job, its progress and, once
 * done, the key of its ZIP in the `portal-exports` bucket and the listings left out with why.
 */
export const portalExports = pgTable(
  'portal_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PORTAL_EXPORT_STATUSES }).notNull().default('pending'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    included: integer('included').notNull().default(0),
    excluded: jsonb('excluded')
      .$type<{ propertyId: string; name: string; reasons: string[] }[]>()
      .notNull()
      .default([]),
    storageKey: text('storage_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('portal_exports_agency_idx').on(t.agencyId, t.createdAt),
    check('portal_exports_status_check', oneOf(t.status, PORTAL_EXPORT_STATUSES)),
  ],
);

/**
 * The client scoring's history (issue 14): each computation with the facts the agent confirmed
 * and the factors it gave; the latest score is also the client's client_score.
 */
export const clientScores = pgTable(
  'client_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    facts: jsonb('facts').$type<ScoringFacts>().notNull(),
    factors: jsonb('factors').$type<ScoringFactor[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_scores_client_idx').on(t.clientId, t.createdAt.desc()),
    check('client_scores_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** « Rapports propriétaires »: the agent's recommendation; the PDF is drawn from the property on download. */
export const ownerReports = pgTable(
  'owner_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    recommendation: text('recommendation').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('owner_reports_property_idx').on(t.propertyId, t.createdAt.desc())],
);

// ---- Privacy (issue 15) ----

const withinBounds = (column: AnyColumn, bounds: { min: number; max: number }) =>
  sql`${column} between ${sql.raw(String(bounds.min))} and ${sql.raw(String(bounds.max))}`;

/** The head's retention periods (legal defaults until changed) and the information notice's token. */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    rejectedCandidateMonths: smallint('rejected_candidate_months').notNull(),
    tenantFileYears: smallint('tenant_file_years').notNull(),
    contractYears: smallint('contract_years').notNull(),
    /** The public notice's address: random, so the notices of agencies cannot be listed. */
    noticeToken: text('notice_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privacy_settings_notice_token_key').on(t.noticeToken),
    check(
      'privacy_settings_rejected_bounds',
      withinBounds(t.rejectedCandidateMonths, RETENTION_BOUNDS.rejectedCandidateMonths),
    ),
    check(
      'privacy_settings_tenant_bounds',
      withinBounds(t.tenantFileYears, RETENTION_BOUNDS.tenantFileYears),
    ),
    check('privacy_settings_contract_bounds', withinBounds(t.contractYears, RETENTION_BOUNDS.contractYears)),
  ],
);

/**
 * What the purge and the erasures did, for the head (Mon agence). It names no person: a client
 * appears by a short reference, a document by its type, so the proof keeps nothing that was erased.
 */
export const purgeLog = pgTable(
  'purge_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PURGE_LOG_KINDS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientRef: text('client_ref').notNull(),
    documentType: text('document_type'),
    documentsDeleted: integer('documents_deleted').notNull().default(0),
    historyAnonymised: integer('history_anonymised').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('purge_log_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    check('purge_log_kind_check', oneOf(t.kind, PURGE_LOG_KINDS)),
  ],
);

/** The retention clock's offset from real time, advanced only outside production (DEMO_RETENTION_CLOCK). */
export const retentionClock = pgTable('retention_clock', {
  id: smallint('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});

/**
 * The access log (issue 15 part 6): who downloaded a client's papers or exported data, when, from
 * which address. Append-only by triggers (migration); only the retention purge deletes, and only
 * entries older than ACCESS_LOG_KEEP_MONTHS. No foreign keys on the actor, client or document: the
 * entry outlives them, and a foreign key's SET NULL would be an update. The client's name is
 * never copied here (an erased client must leave no name behind); the actor's name is, because
 * « who » must survive the member's departure.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    kind: text('kind', { enum: ACCESS_KINDS }).notNull(),
    clientId: uuid('client_id'),
    documentId: uuid('document_id'),
    /** What was taken, without personal data: a file type, a register and format, an export id. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('access_log_agency_idx').on(t.agencyId, t.occurredAt.desc(), t.id.desc()),
    index('access_log_occurred_idx').on(t.occurredAt),
    check('access_log_kind_check', oneOf(t.kind, ACCESS_KINDS)),
  ],
);

/**
 * Market data (issue 14): one row per DVF sale of a single dwelling, cleaned at import
 * (modules/market/dvf-cleaning.ts). Public data, shared by every agency: no agency_id. An import
 * replaces the rows of each (commune, year) its file covers, so `year` is stored beside the date.
 */
export const dvfSales = pgTable(
  'dvf_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The import that wrote the row. Rows of an import become visible when it is done (readers
     * join on dvf_imports.status), so a running import never shows half a file nor duplicates;
     * deleting a failed import deletes its rows.
     */
    importId: uuid('import_id')
      .notNull()
      .references(() => dvfImports.id, { onDelete: 'cascade' }),
    /** DVF's `id_mutation`: unique within a release only, kept to trace a sale back to the file. */
    mutationId: text('mutation_id').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    year: smallint('year').notNull(),
    nature: text('nature', { enum: DVF_NATURES }).notNull(),
    kind: text('kind', { enum: DVF_KINDS }).notNull(),
    /** `valeur_fonciere`: net seller price, agency fees excluded, VAT included (€). */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** `surface_reelle_bati` (m²). */
    surface: numeric('surface', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    pricePerM2: numeric('price_per_m2', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rooms: smallint('rooms'),
    /** Land sold with the dwelling, summed over its parcels (m²). */
    landSurface: integer('land_surface'),
    /** « 12 B RUE THIERS », as DVF spells it (upper case, abbreviated street types). */
    address: text('address').notNull(),
    postcode: text('postcode'),
    communeCode: text('commune_code').notNull(),
    communeName: text('commune_name').notNull(),
    departmentCode: text('department_code').notNull(),
    /** WGS-84 centroid of the parcel; missing on a few rows. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('dvf_sales_commune_idx').on(t.communeCode, t.kind, t.soldOn.desc()),
    index('dvf_sales_import_idx').on(t.importId),
    index('dvf_sales_postcode_idx').on(t.postcode, t.kind, t.soldOn.desc()),
    index('dvf_sales_department_year_idx').on(t.departmentCode, t.year),
    index('dvf_sales_position_idx').on(t.kind, t.latitude, t.longitude),
    check('dvf_sales_nature_check', oneOf(t.nature, DVF_NATURES)),
    check('dvf_sales_kind_check', oneOf(t.kind, DVF_KINDS)),
    check('dvf_sales_figures_check', sql`${t.price} > 0 and ${t.surface} > 0 and ${t.pricePerM2} > 0`),
  ],
);

/**
 * The communes with DVF sales, kept by every import: a typed city and postcode are resolved here
 * to INSEE codes (the sales are indexed by code), and a market search can list them.
 */
export const dvfCommunes = pgTable(
  'dvf_communes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Lower case, no accents, one space between words (« boulogne billancourt »). */
    foldedName: text('folded_name').notNull(),
    departmentCode: text('department_code').notNull(),
    postcodes: text('postcodes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('dvf_communes_department_name_idx').on(t.departmentCode, t.foldedName)],
);

/**
 * Every DVF import (command line, first start, admin upload): its progress while it runs, then
 * what it replaced and why mutations were dropped. An admin upload is queued here with the key of
 * the uploaded file in the `dvf-imports` bucket, and the job takes it from there.
 */
export const dvfImports = pgTable(
  'dvf_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A file name, « département 83 », or « extrait livré » (the real extract shipped in the repository). */
    source: text('source').notNull(),
    status: text('status', { enum: DVF_IMPORT_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key'),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    salesKept: integer('sales_kept').notNull().default(0),
    /** Mutations dropped per reason (DVF_DROP_REASONS). */
    dropped: jsonb('dropped').$type<Record<string, number>>().notNull().default({}),
    /** The (commune, year) pairs the import replaced, as « 83137:2023 ». */
    replaced: text('replaced').array().notNull().default(sql`'{}'::text[]`),
    error: text('error'),
    createdAt: createdAt(),
    /** Written with every progress step: a « running » import whose process died stops moving. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('dvf_imports_created_idx').on(t.createdAt.desc()),
    check('dvf_imports_status_check', oneOf(t.status, DVF_IMPORT_STATUSES)),
  ],
);

/**
 * Price evaluations of a property (« Évaluer le prix »), newest last: the figures saved on the
 * property as market_price / market_status come from the latest one, and the explanation page
 * draws its comparables. They are a snapshot, so a later DVF re-import does not change a past
 * evaluation.
 */
export const propertyValuations = pgTable(
  'property_valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    engine: text('engine', { enum: VALUATION_ENGINES }).notNull(),
    outcome: text('outcome', { enum: VALUATION_OUTCOMES }).notNull(),
    /** The asking price excluding agency fees that was compared, and the surface used (m²). */
    askingPriceExclFees: numeric('asking_price_excl_fees', { precision: 14, scale: 2, mode: 'number' }),
    surface: numeric('surface', { precision: 10, scale: 2, mode: 'number' }),
    estimate: numeric('estimate', { precision: 14, scale: 2, mode: 'number' }),
    low: numeric('low', { precision: 14, scale: 2, mode: 'number' }),
    high: numeric('high', { precision: 14, scale: 2, mode: 'number' }),
    pricePerM2: numeric('price_per_m2', { precision: 10, scale: 2, mode: 'number' }),
    marketStatus: smallint('market_status'),
    comparableCount: integer('comparable_count').notNull().default(0),
    /** What was searched (zone, radius, years, surface band) and the comparables drawn, as answered. */
    detail: jsonb('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_valuations_property_idx').on(t.agencyId, t.propertyId, t.createdAt.desc()),
    check('property_valuations_engine_check', oneOf(t.engine, VALUATION_ENGINES)),
    check('property_valuations_outcome_check', oneOf(t.outcome, VALUATION_OUTCOMES)),
  ],
);

/**
 * One row whose `epoch` moves whenever something a signed-in request's authorisation rests on
 * changes (sessions, users, profiles, agencies, two-factor): triggers in migration 0019 bump it in
 * the writing transaction and notify `immopilote_auth`. The in-process session cache
 * (auth/session-cache.ts) keeps an entry only while the epoch it was read with is current.
 */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('auth_epoch_single_row', sql`${t.id} = 1`)],
);

/**
 * Per agency, an `epoch` that moves whenever a property card of the agency may have changed (any
 * write to its properties or their photos): statement triggers of migration 0020 bump it in the
 * writing statement and notify `immopilote_property_list`. The in-process list cache
 * (modules/properties/property-list-cache.ts) serves a page only while the epoch it was read at is
 * current. No foreign key: the agency's deletion cascades to its properties, whose triggers write here.
 */
export const propertyListEpochs = pgTable('property_list_epochs', {
  agencyId: uuid('agency_id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});
