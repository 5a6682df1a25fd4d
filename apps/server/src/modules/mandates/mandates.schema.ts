import {
  MANDATE_ACTIVITIES,
  MANDATE_FEE_MODES,
  MANDATE_FEE_PAYERS,
  MANDATE_KINDS,
  MANDATE_STATUSES,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { properties } from '../properties/properties.schema';

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
    /**
     * The signed mandate (issue 30): price, fees as an amount or a rate and who pays them (never by
     * reference to the fee scale). Null on lines registered before mandates were drawn by ImmoPilote.
     */
    price: integer('price'),
    feeMode: text('fee_mode', { enum: MANDATE_FEE_MODES }),
    feeAmount: integer('fee_amount'),
    feeRate: numeric('fee_rate', { precision: 5, scale: 2, mode: 'number' }),
    feePayer: text('fee_payer', { enum: MANDATE_FEE_PAYERS }),
    /**
     * Loi Hamon: an off-premises or distance mandate with a consumer opens a 14-day retraction
     * period; the agent says whether it applies (the form defaults to yes).
     */
    retractionApplies: boolean('retraction_applies').notNull().default(false),
    /** The last day the mandators may retract: 14 days after the last of them signed. */
    retractionEndsOn: date('retraction_ends_on'),
    /** The mandator asked in writing that the agency start within the period. */
    earlyStartRequested: boolean('early_start_requested').notNull().default(false),
    retractedOn: date('retracted_on'),
    /** The request in progress or signed; earlier ones stay in signature_requests. */
    signatureRequestId: uuid('signature_request_id'),
    /** « Mandat définitivement contresigné en date du … »: the day the last mandator signed (Paris). */
    countersignedOn: date('countersigned_on'),
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
    check('mandates_fee_mode_check', oneOf(t.feeMode, MANDATE_FEE_MODES)),
    check('mandates_fee_payer_check', oneOf(t.feePayer, MANDATE_FEE_PAYERS)),
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
