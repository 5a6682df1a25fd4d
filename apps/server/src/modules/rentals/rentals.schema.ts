import {
  BANK_LINE_STATUSES,
  LEASE_CHARGES_MODES,
  ENERGY_CLASSES,
  IRL_AREAS,
  IRL_SOURCES,
  LEASE_KINDS,
  LEASE_PARTY_ROLES,
  LEASE_STATUSES,
  OWNER_EXPENSE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  RECEIPT_KINDS,
  RENT_CALL_DELIVERIES,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { inspections } from '../inspections/inspections.schema';
import { mandates } from '../mandates/mandates.schema';
import { properties } from '../properties/properties.schema';

/**
 * Rental management (issue 34). Amounts are integer cents: a rent is 812,37 €, and a receipt must
 * print exactly what was paid. Accounting records (rent calls, payments, receipts, revisions,
 * regularisations, owner statements) carry `retain_until` (ten years) and copy what they print, so
 * they outlive the lease's parties and the property.
 */

/**
 * A lease on a rental property: its kind, money, revision clause, rent-control figures and payment
 * day. What it printed (property, address) is copied. `energy_class` is the dwelling's DPE class when
 * the lease was made, kept up to date by the agent: the F/G rent freeze reads it.
 */
export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyLabel: text('property_label').notNull(),
    propertyAddress: text('property_address').notNull(),
    /** The management mandate (« gestion » register) whose mandators are the landlords. */
    mandateId: uuid('mandate_id').references(() => mandates.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LEASE_KINDS }).notNull(),
    status: text('status', { enum: LEASE_STATUSES }).notNull().default('active'),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    durationMonths: smallint('duration_months').notNull(),
    /** Monthly rent without charges, and the charges (a provision or a flat rate). */
    rentCents: integer('rent_cents').notNull(),
    chargesCents: integer('charges_cents').notNull().default(0),
    chargesMode: text('charges_mode', { enum: LEASE_CHARGES_MODES }).notNull().default('provision'),
    depositCents: integer('deposit_cents').notNull().default(0),
    /** 1 to 28. */
    paymentDay: smallint('payment_day').notNull().default(1),
    hasRevisionClause: boolean('has_revision_clause').notNull().default(true),
    /** 1 to 4: the IRL quarter the lease names (or the last published at signature). */
    referenceQuarter: smallint('reference_quarter'),
    /** The agreed revision day as MM-DD; null: the lease's anniversary. */
    revisionMonthDay: text('revision_month_day'),
    irlArea: text('irl_area', { enum: IRL_AREAS }).notNull().default('metropole'),
    energyClass: text('energy_class', { enum: ENERGY_CLASSES }),
    // Rent control (encadrement), where it applies.
    rentControlled: boolean('rent_controlled').notNull().default(false),
    referenceRentCents: integer('reference_rent_cents'),
    increasedReferenceRentCents: integer('increased_reference_rent_cents'),
    rentSupplementCents: integer('rent_supplement_cents'),
    rentSupplementReason: text('rent_supplement_reason'),
    /** The agency's management fee on the rents collected, in basis points (7,5 % = 750), TTC. */
    managementFeeBp: integer('management_fee_bp').notNull().default(0),
    /** The generated lease (`leases` bucket) and its signature request, once sent. */
    documentKey: text('document_key'),
    signatureRequestId: uuid('signature_request_id'),
    // The end: notice, keys back, the exit inspection, the deposit's return.
    endedOn: date('ended_on', { mode: 'string' }),
    keysReturnedOn: date('keys_returned_on', { mode: 'string' }),
    exitInspectionId: uuid('exit_inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    entryInspectionId: uuid('entry_inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    exitMatchesEntry: boolean('exit_matches_entry'),
    depositReturnedOn: date('deposit_returned_on', { mode: 'string' }),
    depositReturnedCents: integer('deposit_returned_cents'),
    /** What was kept from the deposit, each line justified by the inspections: {label, amountCents, inspectionId?}. */
    depositDeductions: jsonb('deposit_deductions').$type<DepositDeduction[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leases_agency_status_idx').on(t.agencyId, t.status, t.startOn.desc()),
    index('leases_property_idx').on(t.propertyId),
    index('leases_mandate_idx').on(t.mandateId),
    check('leases_kind_check', oneOf(t.kind, LEASE_KINDS)),
    check('leases_status_check', oneOf(t.status, LEASE_STATUSES)),
    check('leases_charges_mode_check', oneOf(t.chargesMode, LEASE_CHARGES_MODES)),
    check('leases_irl_area_check', oneOf(t.irlArea, IRL_AREAS)),
    check('leases_energy_class_check', oneOf(t.energyClass, ENERGY_CLASSES)),
    check(
      'leases_rent_positive',
      sql`${t.rentCents} > 0 and ${t.chargesCents} >= 0 and ${t.depositCents} >= 0`,
    ),
    // The deposit's cap (art. 22, 25-6, 25-17) held by the database too: 1, 2 or 0 months of rent.
    check(
      'leases_deposit_cap',
      sql`${t.depositCents} <= ${t.rentCents} * (case ${t.kind} when 'nu' then 1 when 'meuble' then 2 else 0 end)`,
    ),
    check('leases_payment_day_check', sql`${t.paymentDay} between 1 and 28`),
    check('leases_reference_quarter_check', sql`${t.referenceQuarter} between 1 and 4`),
    check('leases_duration_positive', sql`${t.durationMonths} > 0`),
    check('leases_ended_complete', sql`(${t.status} = 'ended') = (${t.endedOn} is not null)`),
  ],
);

export interface DepositDeduction {
  label: string;
  amountCents: number;
  inspectionId?: string;
}

/**
 * The people a lease names, copied from the directory (the lease outlives a client's erasure).
 * A guarantor names the tenant it stands for; a tenant's `electronic_delivery` is its express
 * consent to receive rent calls and receipts by e-mail (art. 21).
 */
export const leaseParties = pgTable(
  'lease_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    role: text('role', { enum: LEASE_PARTY_ROLES }).notNull(),
    position: smallint('position').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    address: text('address'),
    guarantorOf: uuid('guarantor_of'),
    electronicDelivery: boolean('electronic_delivery').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lease_parties_position_key').on(t.leaseId, t.role, t.position),
    index('lease_parties_client_idx').on(t.clientId),
    check('lease_parties_role_check', oneOf(t.role, LEASE_PARTY_ROLES)),
  ],
);

/**
 * A rent call (« avis d'échéance »): one per lease and month, held by the unique index so the
 * monthly run can be repeated (a crash, a second process) without a second call. Its amounts are
 * the lease's on the day it was issued; a revision changes the next calls, never an issued one.
 */
export const rentCalls = pgTable(
  'rent_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    /** The month called, as its first day (YYYY-MM-01). */
    period: date('period', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    rentCents: integer('rent_cents').notNull(),
    chargesCents: integer('charges_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Paid so far (the sum of the payments allocated to it), kept with each payment in one transaction. */
    paidCents: integer('paid_cents').notNull().default(0),
    delivery: text('delivery', { enum: RENT_CALL_DELIVERIES }).notNull(),
    /** The PDF, written after the row (null until then: the run resumes it). */
    pdfKey: text('pdf_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The reminders already sent, by their delay in days (one each). */
    remindedDays: integer('reminded_days').array().notNull().default(sql`'{}'::integer[]`),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rent_calls_lease_period_key').on(t.leaseId, t.period),
    index('rent_calls_agency_period_idx').on(t.agencyId, t.period.desc()),
    index('rent_calls_unpaid_idx').on(t.agencyId, t.dueOn).where(sql`${t.paidCents} < ${t.totalCents}`),
    check('rent_calls_delivery_check', oneOf(t.delivery, RENT_CALL_DELIVERIES)),
    check('rent_calls_total_check', sql`${t.totalCents} = ${t.rentCents} + ${t.chargesCents}`),
    check('rent_calls_paid_check', sql`${t.paidCents} between 0 and ${t.totalCents}`),
  ],
);

/** A payment received for a rent call, typed by a member or confirmed from a bank line. */
export const rentPayments = pgTable(
  'rent_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    rentCallId: uuid('rent_call_id')
      .notNull()
      .references(() => rentCalls.id, { onDelete: 'no action' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    source: text('source', { enum: PAYMENT_SOURCES }).notNull().default('manual'),
    bankLineId: uuid('bank_line_id'),
    note: text('note'),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rent_payments_call_idx').on(t.rentCallId),
    index('rent_payments_lease_idx').on(t.agencyId, t.leaseId, t.receivedOn.desc()),
    // A bank line becomes one payment, whoever confirms it twice.
    uniqueIndex('rent_payments_bank_line_key').on(t.bankLineId).where(sql`${t.bankLineId} is not null`),
    check('rent_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('rent_payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('rent_payments_source_check', oneOf(t.source, PAYMENT_SOURCES)),
  ],
);

/**
 * A receipt: a quittance when the period is paid in full (rent and charges apart, free of charge),
 * a reçu for a partial payment (art. 21). Numbered per agency and year; the PDF is stored once.
 * The tenants' names are copied: a former tenant can still ask for theirs.
 */
export const rentReceipts = pgTable(
  'rent_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    rentCallId: uuid('rent_call_id')
      .notNull()
      .references(() => rentCalls.id, { onDelete: 'no action' }),
    /** The payment a reçu acknowledges; a quittance acknowledges the whole period. */
    paymentId: uuid('payment_id').references(() => rentPayments.id, { onDelete: 'no action' }),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    tenantNames: text('tenant_names').notNull(),
    rentCents: integer('rent_cents').notNull(),
    chargesCents: integer('charges_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    pdfKey: text('pdf_key'),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rent_receipts_lease_idx').on(t.agencyId, t.leaseId, t.period.desc()),
    // One quittance per period, however many payments completed it.
    uniqueIndex('rent_receipts_one_quittance').on(t.rentCallId).where(sql`${t.kind} = 'quittance'`),
    uniqueIndex('rent_receipts_payment_key').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check('rent_receipts_kind_check', oneOf(t.kind, RECEIPT_KINDS)),
  ],
);

/** An agency's rental settings: the reminder delays it chose (days after the due date). */
export const rentalSettings = pgTable('rental_settings', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  reminderDays: integer('reminder_days').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bank statement (CSV) imported for matching; its lines wait for a member's review. */
export const bankImports = pgTable(
  'bank_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    lineCount: integer('line_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_imports_agency_idx').on(t.agencyId, t.createdAt.desc())],
);

/**
 * One credit line of an imported statement. `fingerprint` (date, amount, label, reference) is unique
 * per agency: the same line in a second statement, or twice in one, is a duplicate, never a second
 * payment.
 */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => bankImports.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    label: text('label').notNull(),
    reference: text('reference'),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: BANK_LINE_STATUSES }).notNull(),
    /** The rent call proposed (or chosen in the review) and the payment it became. */
    rentCallId: uuid('rent_call_id').references(() => rentCalls.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => rentPayments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_lines_import_idx').on(t.importId, t.lineNumber),
    uniqueIndex('bank_lines_fingerprint_key')
      .on(t.agencyId, t.fingerprint)
      .where(sql`${t.status} <> 'duplicate'`),
    check('bank_lines_status_check', oneOf(t.status, BANK_LINE_STATUSES)),
  ],
);

/**
 * The IRL values, one row per area, quarter and version: shipped with the app (migration), then
 * added or corrected by an administrator. A correction is a new version, never an overwrite, so a
 * revision confirmed earlier still shows the figure it used. Not an agency's table: every agency
 * reads the same index.
 */
export const irlIndices = pgTable(
  'irl_indices',
  {
    area: text('area', { enum: IRL_AREAS }).notNull(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    version: smallint('version').notNull().default(1),
    value: numeric('value', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    source: text('source', { enum: IRL_SOURCES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.year, t.quarter, t.version] }),
    check('irl_indices_area_check', oneOf(t.area, IRL_AREAS)),
    check('irl_indices_source_check', oneOf(t.source, IRL_SOURCES)),
    check('irl_indices_quarter_check', sql`${t.quarter} between 1 and 4`),
    check('irl_indices_value_positive', sql`${t.value} > 0`),
  ],
);

/**
 * A confirmed rent revision, with the calculation it showed: the two index values, the ratio, the
 * cap that held it. One per lease and due date. The tenant's letter is stored once.
 */
export const rentRevisions = pgTable(
  'rent_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    claimedOn: date('claimed_on', { mode: 'string' }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    irlArea: text('irl_area', { enum: IRL_AREAS }).notNull(),
    previousYear: smallint('previous_year').notNull(),
    latestYear: smallint('latest_year').notNull(),
    quarter: smallint('quarter').notNull(),
    previousValue: numeric('previous_value', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    latestValue: numeric('latest_value', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    capRate: numeric('cap_rate', { precision: 5, scale: 4, mode: 'number' }),
    oldRentCents: integer('old_rent_cents').notNull(),
    newRentCents: integer('new_rent_cents').notNull(),
    letterKey: text('letter_key'),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rent_revisions_lease_due_key').on(t.leaseId, t.dueOn),
    check('rent_revisions_area_check', oneOf(t.irlArea, IRL_AREAS)),
    check('rent_revisions_rise_check', sql`${t.newRentCents} >= ${t.oldRentCents}`),
  ],
);

/** The yearly charges regularisation: the provisions called against the actual charges. */
export const chargeRegularisations = pgTable(
  'charge_regularisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    year: smallint('year').notNull(),
    provisionsCents: integer('provisions_cents').notNull(),
    actualCents: integer('actual_cents').notNull(),
    /** Positive: the tenant owes it; negative: the tenant is refunded. */
    balanceCents: integer('balance_cents').notNull(),
    detail: text('detail'),
    pdfKey: text('pdf_key'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('charge_regularisations_lease_year_key').on(t.leaseId, t.year),
    check(
      'charge_regularisations_balance_check',
      sql`${t.balanceCents} = ${t.actualCents} - ${t.provisionsCents}`,
    ),
    check('charge_regularisations_amounts_check', sql`${t.provisionsCents} >= 0 and ${t.actualCents} >= 0`),
  ],
);

/** An expense paid on the owner's behalf (works, insurance, tax…), deducted in the owner statement. */
export const ownerExpenses = pgTable(
  'owner_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: OWNER_EXPENSE_KINDS }).notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('owner_expenses_lease_idx').on(t.agencyId, t.leaseId, t.spentOn),
    check('owner_expenses_kind_check', oneOf(t.kind, OWNER_EXPENSE_KINDS)),
    check('owner_expenses_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * An owner statement (« compte rendu de gestion ») for one lease and period: rents received, the
 * management fee, expenses, the amount transferred. Its figures and PDF are stored once.
 */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    rentsCents: integer('rents_cents').notNull(),
    feesCents: integer('fees_cents').notNull(),
    expensesCents: integer('expenses_cents').notNull(),
    transferredCents: integer('transferred_cents').notNull(),
    pdfKey: text('pdf_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_statements_lease_period_key').on(t.leaseId, t.periodStart, t.periodEnd),
    check('owner_statements_period_check', sql`${t.periodStart} <= ${t.periodEnd}`),
    check(
      'owner_statements_sum_check',
      sql`${t.transferredCents} = ${t.rentsCents} - ${t.feesCents} - ${t.expensesCents}`,
    ),
  ],
);
