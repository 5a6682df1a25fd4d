import { MANDATE_ACTIVITIES, MANDATE_KINDS, MANDATE_STATUSES } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
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
