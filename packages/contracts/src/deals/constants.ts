/**
 * Sales and rental files from offer to deed (issue 32): the value lists the tables' CHECK
 * constraints, the API and the screens share, and the legal figures the rules use.
 */

/** An offer comes from the buyer (« offre d'achat ») or, as a counter-offer, from the owner. */
export const OFFER_PARTIES = ['buyer', 'owner'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

/** en attente, acceptée, refusée, contre-offre (answered by a counter-offer), expirée, retirée. */
export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'refused',
  'countered',
  'expired',
  'withdrawn',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_FINANCINGS = ['cash', 'loan'] as const;
export type OfferFinancing = (typeof OFFER_FINANCINGS)[number];

/** What the other side answers to a pending offer; `withdraw` is its author taking it back. */
export const OFFER_ANSWERS = ['accept', 'refuse', 'counter', 'withdraw'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

export const DEAL_KINDS = ['sale', 'rental'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/** offre acceptée → compromis (ou promesse) signé → conditions levées → acte authentique signé → clos. */
export const SALE_STAGES = [
  'offer_accepted',
  'compromis_signed',
  'conditions_lifted',
  'deed_signed',
] as const;
/** candidature retenue → bail signé → clés remises. */
export const RENTAL_STAGES = ['application_chosen', 'lease_signed', 'keys_handed_over'] as const;
/** Either spine ends « clos », or « annulé » from any stage before. */
export const DEAL_END_STAGES = ['closed', 'cancelled'] as const;
export const DEAL_STAGES = [...SALE_STAGES, ...RENTAL_STAGES, ...DEAL_END_STAGES] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
/** A file in one of these stages is open: the property has no other, its parties cannot be deleted. */
export const DEAL_OPEN_STAGES: readonly DealStage[] = [...SALE_STAGES, ...RENTAL_STAGES];

export const COMPROMIS_KINDS = ['compromis', 'promesse'] as const;
export type CompromisKind = (typeof COMPROMIS_KINDS)[number];

/** Where a cancelled file puts the listing back. */
export const DEAL_CANCEL_LISTING_STATUSES = ['Disponible', 'Retiré'] as const;

/**
 * The dated steps of a file. Each is in the agency calendar and the iCal feeds, reminded to the
 * assigned member by e-mail, and flagged on the dashboard once passed without its event recorded
 * (`done_on`): the end of the buyer's withdrawal period, the loan condition, another suspensive
 * condition, the deed; for a rental the lease and the keys.
 */
export const DEAL_DEADLINE_KINDS = ['withdrawal', 'loan', 'condition', 'deed', 'lease', 'keys'] as const;
export type DealDeadlineKind = (typeof DEAL_DEADLINE_KINDS)[number];

/**
 * A deadline as a calendar event (`CalendarEvent.type`, with `dealId` set): still to come or passed
 * without its event recorded, or done (its `done_on` recorded). The web and the feeds tell them
 * apart from appointments by these types.
 */
export const DEAL_CALENDAR_TYPES = { pending: 'deadline', done: 'deadline-done' } as const;

/** CCH L271-1: ten days from the day after the first presentation of the compromis to the buyer. */
export const WITHDRAWAL_PERIOD_DAYS = 10;
/** C. consommation L313-41: the loan condition lasts at least one month from the compromis. */
export const LOAN_CONDITION_MIN_DAYS = 30;
/** The reminder e-mail goes this many days before a deadline. */
export const DEAL_REMINDER_DAYS_BEFORE = 3;
/** The dashboard lists this many overdue deadlines, the oldest; it counts them all. */
export const DEAL_OVERDUE_LIST_MAX = 10;
/** The dashboard's horizon for expected fees. */
export const DEAL_EXPECTED_HORIZON_DAYS = 90;
/**
 * Until a deed (or keys) date is planned, a file's fee is expected this many days after it was
 * opened: the usual delay from an accepted offer to the deed, and from a chosen application to the keys.
 */
export const SALE_DEFAULT_DAYS_TO_DEED = 90;
export const RENTAL_DEFAULT_DAYS_TO_KEYS = 30;

/** The notary's papers (« pièces pour le notaire »); `copro` only for a lot in copropriété. */
export const DEAL_CHECKLIST_ITEMS = [
  'diagnostics',
  'title_deed',
  'copro',
  'identity_seller',
  'identity_buyer',
] as const;
export type DealChecklistItem = (typeof DEAL_CHECKLIST_ITEMS)[number];

/** Fee invoices (« factures d'honoraires »). */
export const FEE_INVOICE_STATUSES = ['issued', 'paid'] as const;
export type FeeInvoiceStatus = (typeof FEE_INVOICE_STATUSES)[number];
export const FEE_INVOICE_RECIPIENT_ROLES = ['seller', 'buyer', 'landlord', 'tenant'] as const;
export type FeeInvoiceRecipientRole = (typeof FEE_INVOICE_RECIPIENT_ROLES)[number];
/** VAT on an agency's fees: the normal rate, in basis points (20 %). */
export const FEE_VAT_RATE_BP = 2000;
/** An invoice is payable this many days after it is issued. */
export const FEE_INVOICE_PAYMENT_DAYS = 30;
/** C. commerce L123-22: invoices are kept ten years. */
export const FEE_INVOICE_RETENTION_YEARS = 10;

/**
 * Loi ALUR (décret 2014-890): what a tenant may be charged, TTC per m² of living area, for the
 * visit, the file and the lease by zone, and for the état des lieux everywhere; the landlord pays
 * at least as much as the tenant.
 */
export const RENTAL_ZONES = ['tres_tendue', 'tendue', 'autre'] as const;
export type RentalZone = (typeof RENTAL_ZONES)[number];
export const ALUR_TENANT_FEE_CAP_PER_M2: Record<RentalZone, number> = {
  tres_tendue: 12,
  tendue: 10,
  autre: 8,
};
export const ALUR_INVENTORY_FEE_CAP_PER_M2 = 3;
