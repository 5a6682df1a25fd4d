import {
  COMPROMIS_KINDS,
  DEAL_CHECKLIST_ITEMS,
  DEAL_DEADLINE_KINDS,
  DEAL_KINDS,
  DEAL_OPEN_STAGES,
  DEAL_STAGES,
  OFFER_FINANCINGS,
  OFFER_PARTIES,
  OFFER_STATUSES,
  RENTAL_ZONES,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { documents } from '../../storage/documents.schema';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { inspections } from '../inspections/inspections.schema';
import { mandates } from '../mandates/mandates.schema';
import { properties } from '../properties/properties.schema';

const openStages = sql.raw(DEAL_OPEN_STAGES.map((s) => `'${s}'`).join(', '));

/**
 * An offer on a sale listing (issue 32): the buyer's, or the owner's counter-offer answering one
 * (`parent_offer_id`, a chain). Its answer is recorded with the day it was given.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    party: text('party', { enum: OFFER_PARTIES }).notNull().default('buyer'),
    parentOfferId: uuid('parent_offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    buyerClientId: uuid('buyer_client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Copied: the offer outlives the client's erasure. */
    buyerName: text('buyer_name').notNull(),
    amount: integer('amount').notNull(),
    conditions: text('conditions'),
    financing: text('financing', { enum: OFFER_FINANCINGS }).notNull(),
    loanAmount: integer('loan_amount'),
    contribution: integer('contribution'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /**
     * The day the offer reached the agency (Paris): an offer on paper is often recorded later, and
     * its answer, the compromis and the deed follow from this day, not from the row's creation.
     */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    answeredOn: date('answered_on', { mode: 'string' }),
    answerNote: text('answer_note'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_property_idx').on(t.agencyId, t.propertyId, t.createdAt.desc()),
    index('offers_buyer_idx').on(t.buyerClientId),
    // The expiry job reads pending offers by their last valid day.
    index('offers_pending_idx').on(t.validUntil).where(sql`${t.status} = 'pending'`),
    check('offers_party_check', oneOf(t.party, OFFER_PARTIES)),
    check('offers_status_check', oneOf(t.status, OFFER_STATUSES)),
    check('offers_financing_check', oneOf(t.financing, OFFER_FINANCINGS)),
    check('offers_amount_positive', sql`${t.amount} > 0`),
    check('offers_answer_complete', sql`(${t.status} in ('pending', 'expired')) = (${t.answeredOn} is null)`),
  ],
);

/**
 * A sale or rental file (« dossier »): from the accepted offer (or the chosen application) to the
 * deed (or the keys), then closed, or cancelled with a reason. One open file per property, held by
 * the partial unique index: two members accepting two offers at once, one insert fails. What it
 * prints (property, parties) is copied, so it outlives the property and the clients.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEAL_KINDS }).notNull(),
    stage: text('stage', { enum: DEAL_STAGES }).notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyName: text('property_name').notNull(),
    propertyAddress: text('property_address').notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The transaction (or management) register line whose fee this file earns. */
    mandateId: uuid('mandate_id').references(() => mandates.id, { onDelete: 'set null' }),
    /** The buyer, or the tenant. */
    partyClientId: uuid('party_client_id').references(() => clients.id, { onDelete: 'set null' }),
    partyName: text('party_name').notNull(),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The agreed price (sale) or the monthly rent (rental), euros. */
    price: integer('price').notNull(),
    /** The fee the agent set, TTC euros; null: the mandate's. */
    feeOverride: integer('fee_override'),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    // The compromis (sale).
    compromisKind: text('compromis_kind', { enum: COMPROMIS_KINDS }),
    compromisSignedOn: date('compromis_signed_on', { mode: 'string' }),
    buyerNotary: text('buyer_notary'),
    sellerNotary: text('seller_notary'),
    depositAmount: integer('deposit_amount'),
    depositHolder: text('deposit_holder'),
    firstPresentationOn: date('first_presentation_on', { mode: 'string' }),
    deedPlannedOn: date('deed_planned_on', { mode: 'string' }),
    conditionsLiftedOn: date('conditions_lifted_on', { mode: 'string' }),
    deedSignedOn: date('deed_signed_on', { mode: 'string' }),
    // The lease (rental).
    rentalZone: text('rental_zone', { enum: RENTAL_ZONES }),
    surface: numeric('surface', { precision: 10, scale: 2, mode: 'number' }),
    tenantFees: integer('tenant_fees'),
    tenantFeesInventory: integer('tenant_fees_inventory'),
    landlordFees: integer('landlord_fees'),
    leaseSignedOn: date('lease_signed_on', { mode: 'string' }),
    keysPlannedOn: date('keys_planned_on', { mode: 'string' }),
    keysHandedOverOn: date('keys_handed_over_on', { mode: 'string' }),
    entryInspectionId: uuid('entry_inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    closedOn: date('closed_on', { mode: 'string' }),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deals_one_open_per_property').on(t.propertyId).where(sql`${t.stage} in (${openStages})`),
    index('deals_agency_stage_idx').on(t.agencyId, t.stage, t.openedOn.desc()),
    index('deals_party_idx').on(t.partyClientId),
    index('deals_mandate_idx').on(t.mandateId),
    check('deals_kind_check', oneOf(t.kind, DEAL_KINDS)),
    check('deals_stage_check', oneOf(t.stage, DEAL_STAGES)),
    check('deals_compromis_kind_check', oneOf(t.compromisKind, COMPROMIS_KINDS)),
    check('deals_rental_zone_check', oneOf(t.rentalZone, RENTAL_ZONES)),
    check('deals_price_positive', sql`${t.price} > 0`),
    check(
      'deals_cancel_complete',
      sql`(${t.stage} = 'cancelled') = (${t.cancelledOn} is not null and ${t.cancelReason} is not null)`,
    ),
  ],
);

/**
 * A file's dated steps (`DEAL_DEADLINE_KINDS`): the calendar and the iCal feeds show them (the id
 * is the event's UID), the reminder job e-mails the member in charge `DEAL_REMINDER_DAYS_BEFORE`
 * days before (`reminded_on`, once per due date), the dashboard flags one passed without `done_on`.
 * A suspensive condition is one of them (kind loan or condition).
 */
export const dealDeadlines = pgTable(
  'deal_deadlines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEAL_DEADLINE_KINDS }).notNull(),
    /** A free condition's own words; null: the kind's label. */
    label: text('label'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    doneOn: date('done_on', { mode: 'string' }),
    loanAmount: integer('loan_amount'),
    loanRateMax: numeric('loan_rate_max', { precision: 5, scale: 2, mode: 'number' }),
    /** The due date the reminder was sent for: a moved deadline is reminded again. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_deadlines_deal_idx').on(t.dealId, t.dueOn),
    // The calendar reads an agency's deadlines by date; the reminder job and the dashboard the pending ones.
    index('deal_deadlines_agency_due_idx').on(t.agencyId, t.dueOn),
    check('deal_deadlines_kind_check', oneOf(t.kind, DEAL_DEADLINE_KINDS)),
  ],
);

/** The notary's checklist: each item points at one stored document (the property's or a party's). */
export const dealChecklistItems = pgTable(
  'deal_checklist_items',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    item: text('item', { enum: DEAL_CHECKLIST_ITEMS }).notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deal_checklist_items_key').on(t.dealId, t.item),
    check('deal_checklist_items_item_check', oneOf(t.item, DEAL_CHECKLIST_ITEMS)),
  ],
);
