import { addMonthsToDate } from '../format';

/**
 * Rental management's value lists (issue 34): one source for the API, the web app and the
 * database's CHECK constraints.
 */

/** A lease runs until it is ended (the tenant's notice, the keys back); then only its records stay. */
export const LEASE_STATUSES = ['active', 'ended'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

/** Charges as a monthly provision, regularised each year, or a flat rate never regularised. */
export const LEASE_CHARGES_MODES = ['provision', 'forfait'] as const;
export type LeaseChargesMode = (typeof LEASE_CHARGES_MODES)[number];

/** Who a lease names: the tenants, their guarantors, the landlords (the management mandate's mandators). */
export const LEASE_PARTY_ROLES = ['tenant', 'guarantor', 'landlord'] as const;
export type LeasePartyRole = (typeof LEASE_PARTY_ROLES)[number];

/** A rent call goes by e-mail only with the tenant's express consent; otherwise it is a PDF to print. */
export const RENT_CALL_DELIVERIES = ['email', 'print'] as const;
export type RentCallDelivery = (typeof RENT_CALL_DELIVERIES)[number];

export const PAYMENT_METHODS = ['virement', 'prelevement', 'cheque', 'especes', 'autre'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Typed by a member, or confirmed from a bank statement line. */
export const PAYMENT_SOURCES = ['manual', 'bank'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const RECEIPT_KINDS = ['quittance', 'recu'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/**
 * A bank statement line after the import: proposed for a rent call (amount and reference), not
 * matched, a duplicate of a line already imported, confirmed as a payment, or set aside by the member.
 */
export const BANK_LINE_STATUSES = ['proposed', 'unmatched', 'duplicate', 'confirmed', 'ignored'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

/** Where an IRL value came from: shipped with the app, or typed by an administrator. */
export const IRL_SOURCES = ['shipped', 'admin'] as const;
export type IrlSource = (typeof IRL_SOURCES)[number];

/** What the owner statement deducts besides the management fee. */
export const OWNER_EXPENSE_KINDS = [
  'travaux',
  'entretien',
  'assurance',
  'taxe',
  'copropriete',
  'autre',
] as const;
export type OwnerExpenseKind = (typeof OWNER_EXPENSE_KINDS)[number];

/** Accounting records (rent calls, payments, receipts, statements) are kept ten years (C. commerce L123-22). */
export const RENTAL_RECORDS_RETENTION_YEARS = 10;

/** The last day an accounting record issued on `issuedOn` (YYYY-MM-DD) must be kept. */
export const rentalRetainUntil = (issuedOn: string) =>
  addMonthsToDate(issuedOn, RENTAL_RECORDS_RETENTION_YEARS * 12);

/** The day of the month rent falls due: 1 to 28, so that every month has it. */
export const PAYMENT_DAY_MAX = 28;

/** Reminders for an unpaid rent, in days after the due date, unless the agency chooses others. */
export const DEFAULT_RENT_REMINDER_DAYS = [5, 15, 30] as const;
