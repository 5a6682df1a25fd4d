import { z } from 'zod';
import {
  COMPROMIS_KINDS,
  DEAL_CANCEL_LISTING_STATUSES,
  DEAL_CHECKLIST_ITEMS,
  DEAL_DEADLINE_KINDS,
  DEAL_KINDS,
  DEAL_STAGES,
  FEE_INVOICE_RECIPIENT_ROLES,
  FEE_INVOICE_STATUSES,
  OFFER_ANSWERS,
  OFFER_FINANCINGS,
  OFFER_PARTIES,
  OFFER_STATUSES,
  RENTAL_ZONES,
} from '../deals/constants';
import { CALENDAR_SCOPES } from '../constants';
import { commonMessages } from '../messages/common';
import { dealMessages as m } from '../messages/deals';
import { calendarDateField, numberField, optionalText, requiredText } from './fields';

/** Absent or blank is no value. */
const blankToNull = <T>(v: T): T | null =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

/** A whole number of euros above zero (a form sends text). */
const euros = (message: string = m.amountInvalid) =>
  numberField(z.number({ error: message }).int(message).min(1, message).max(1_000_000_000, message));
/** The same, absent allowed (null). */
const optionalEuros = (message: string = m.amountInvalid) =>
  z.preprocess(blankToNull<string | number | null | undefined>, euros(message).nullable());
/** Zero or more euros, absent allowed. */
const optionalEurosOrZero = (message: string) =>
  z.preprocess(
    blankToNull<string | number | null | undefined>,
    numberField(
      z.number({ error: message }).int(message).min(0, message).max(1_000_000_000, message),
    ).nullable(),
  );
const optionalDate = z.preprocess(
  blankToNull<string | null | undefined>,
  calendarDateField(m.dateInvalid).nullable(),
);
const nullableText = (max = 2000) =>
  z.preprocess(blankToNull<string | null | undefined>, optionalText(max).nullable());
const idAndName = z.object({ id: z.uuid().nullable(), name: z.string() });
const docRef = z.object({ id: z.uuid(), fileName: z.string() }).nullable();

// ---- offers ---------------------------------------------------------------------------------

export const offerSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  party: z.enum(OFFER_PARTIES),
  /** The offer this one answers (a counter-offer's chain), null for a first offer. */
  parentId: z.uuid().nullable(),
  buyer: idAndName,
  amount: z.number().int(),
  conditions: z.string().nullable(),
  financing: z.enum(OFFER_FINANCINGS),
  loanAmount: z.number().int().nullable(),
  contribution: z.number().int().nullable(),
  validUntil: z.string(),
  /** The day it reached the agency. */
  receivedOn: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** Pending while another offer on the property was accepted (« en concurrence »). */
  competing: z.boolean(),
  /** The answer to this offer, with its date (the owner's for a buyer's offer). */
  answeredOn: z.string().nullable(),
  answerNote: z.string().nullable(),
  /** For a `countered` offer: the amount of the counter-offer that answered it. */
  counterAmount: z.number().int().nullable(),
  document: docRef,
  /** The file this offer opened, once accepted. */
  dealId: z.uuid().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.object({
  items: z.array(offerSchema),
  /** The property's open file, if any. */
  openDealId: z.uuid().nullable(),
});
export type OfferList = z.infer<typeof offerListSchema>;

export const offerInputSchema = z
  .object({
    buyerClientId: z.uuid(m.buyerRequired),
    amount: euros(),
    conditions: nullableText(2000),
    financing: z.enum(OFFER_FINANCINGS, commonMessages.required),
    loanAmount: optionalEuros(m.loanAmountRequired),
    contribution: optionalEurosOrZero(m.contributionInvalid),
    validUntil: calendarDateField(m.validUntilRequired),
    /** The day it reached the agency; absent: today. Not in the future. */
    receivedOn: optionalDate,
  })
  .refine((v) => v.financing !== 'loan' || v.loanAmount !== null, {
    path: ['loanAmount'],
    message: m.loanAmountRequired,
  });
export type OfferInput = z.input<typeof offerInputSchema>;

export const offerAnswerInputSchema = z
  .object({
    answer: z.enum(OFFER_ANSWERS, commonMessages.required),
    /** The day of the answer (Paris); not in the future. */
    date: calendarDateField(m.dateInvalid),
    note: nullableText(2000),
    /** For `counter`: the counter-offer's amount and how long it holds. */
    counterAmount: optionalEuros(m.counterAmountRequired),
    counterValidUntil: optionalDate,
  })
  .refine((v) => v.answer !== 'counter' || v.counterAmount !== null, {
    path: ['counterAmount'],
    message: m.counterAmountRequired,
  })
  .refine((v) => v.answer !== 'counter' || v.counterValidUntil !== null, {
    path: ['counterValidUntil'],
    message: m.validUntilRequired,
  });
export type OfferAnswerInput = z.input<typeof offerAnswerInputSchema>;

export const offerAnswerResultSchema = z.object({
  offer: offerSchema,
  /** The counter-offer made by a `counter` answer. */
  counterOffer: offerSchema.nullable(),
  /** The file an `accept` opened. */
  dealId: z.uuid().nullable(),
});
export type OfferAnswerResult = z.infer<typeof offerAnswerResultSchema>;

export const offerParams = z.object({ id: z.uuid(m.offerNotFound) });

// ---- deals (« dossiers ») -------------------------------------------------------------------

export const dealDeadlineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DEAL_DEADLINE_KINDS),
  /** The kind's label, or the condition's own words. */
  label: z.string(),
  dueOn: z.string(),
  /** The day its event was recorded (period passed, condition lifted, deed signed…). */
  doneOn: z.string().nullable(),
  loanAmount: z.number().int().nullable(),
  loanRateMax: z.number().nullable(),
  /** Passed without its event recorded. */
  overdue: z.boolean(),
});
export type DealDeadline = z.infer<typeof dealDeadlineSchema>;

export const dealChecklistEntrySchema = z.object({
  item: z.enum(DEAL_CHECKLIST_ITEMS),
  label: z.string(),
  document: docRef,
});
export type DealChecklistEntry = z.infer<typeof dealChecklistEntrySchema>;

export const feeInvoiceSchema = z.object({
  id: z.uuid(),
  dealId: z.uuid().nullable(),
  /** « FH-000012 »: the agency's gap-free sequence. */
  number: z.number().int(),
  reference: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  recipientRole: z.enum(FEE_INVOICE_RECIPIENT_ROLES),
  recipientName: z.string(),
  description: z.string(),
  /** Cents. */
  amountExclVatCents: z.number().int(),
  vatCents: z.number().int(),
  amountInclVatCents: z.number().int(),
  status: z.enum(FEE_INVOICE_STATUSES),
  paidOn: z.string().nullable(),
  propertyName: z.string(),
});
export type FeeInvoice = z.infer<typeof feeInvoiceSchema>;
export const feeInvoiceListSchema = z.object({ items: z.array(feeInvoiceSchema) });

export const dealSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(DEAL_KINDS),
  stage: z.enum(DEAL_STAGES),
  propertyId: z.uuid().nullable(),
  propertyName: z.string(),
  /** The buyer, or the tenant. */
  party: idAndName,
  price: z.number().int(),
  /** The agency's fee, TTC, in euros: what the mandate gives, or the amount the agent set. */
  expectedFee: z.number().int(),
  nextDeadline: dealDeadlineSchema.nullable(),
  assignedTo: idAndName.nullable(),
  openedOn: z.string(),
  /** A deadline passed without its event recorded. */
  overdue: z.boolean(),
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const dealListQuerySchema = z.object({
  kind: z.enum(DEAL_KINDS).optional(),
  /** `open` (default) or every file, closed and cancelled included. */
  state: z.enum(['open', 'all']).default('open'),
  scope: z.enum(CALENDAR_SCOPES).default('agency'),
});
export const dealListSchema = z.object({ items: z.array(dealSummarySchema) });
export type DealList = z.infer<typeof dealListSchema>;

export const dealSchema = dealSummarySchema.extend({
  offerId: z.uuid().nullable(),
  mandate: z.object({ id: z.uuid(), reference: z.string(), feePayer: z.string().nullable() }).nullable(),
  /** The mandators (sellers or landlords), as the register names them. */
  owners: z.array(idAndName),
  /** The fee the mandate gives (null without a mandate's fee), and whether the agent set another. */
  computedFee: z.number().int().nullable(),
  feeOverridden: z.boolean(),
  compromis: z
    .object({
      kind: z.enum(COMPROMIS_KINDS),
      signedOn: z.string(),
      buyerNotary: z.string().nullable(),
      sellerNotary: z.string().nullable(),
      depositAmount: z.number().int().nullable(),
      depositHolder: z.string().nullable(),
      firstPresentationOn: z.string().nullable(),
      /** CCH L271-1, computed from the first presentation: the last day the buyer may withdraw. */
      withdrawalEndsOn: z.string().nullable(),
      deedPlannedOn: z.string().nullable(),
    })
    .nullable(),
  acceptedOn: z.string().nullable(),
  conditionsLiftedOn: z.string().nullable(),
  deedSignedOn: z.string().nullable(),
  rental: z
    .object({
      rent: z.number().int().nullable(),
      surface: z.number().nullable(),
      zone: z.enum(RENTAL_ZONES).nullable(),
      leaseSignedOn: z.string().nullable(),
      keysPlannedOn: z.string().nullable(),
      keysHandedOverOn: z.string().nullable(),
      entryInspectionId: z.uuid().nullable(),
      tenantFees: z.number().int().nullable(),
      tenantFeesInventory: z.number().int().nullable(),
      landlordFees: z.number().int().nullable(),
      /** ALUR caps for this surface and zone (euros TTC), null until both are known. */
      caps: z.object({ tenantFees: z.number(), inventory: z.number() }).nullable(),
    })
    .nullable(),
  closedOn: z.string().nullable(),
  cancelledOn: z.string().nullable(),
  cancelReason: z.string().nullable(),
  deadlines: z.array(dealDeadlineSchema),
  checklist: z.array(dealChecklistEntrySchema),
  /** How many checklist items still lack their document. */
  checklistMissing: z.number().int(),
  invoices: z.array(feeInvoiceSchema),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealParams = z.object({ id: z.uuid(m.dealNotFound) });
export const dealDeadlineParams = z.object({
  id: z.uuid(m.dealNotFound),
  deadlineId: z.uuid(m.dealNotFound),
});
export const dealChecklistParams = z.object({
  id: z.uuid(m.dealNotFound),
  item: z.enum(DEAL_CHECKLIST_ITEMS, m.dealNotFound),
});

const conditionInput = z.object({
  label: requiredText(200),
  deadline: calendarDateField(m.dateInvalid),
});

/** The compromis (or promesse) signed; sent again to correct it while the file is at that stage. */
export const compromisInputSchema = z.object({
  kind: z.enum(COMPROMIS_KINDS, commonMessages.required),
  signedOn: calendarDateField(m.dateInvalid),
  buyerNotary: nullableText(200),
  sellerNotary: nullableText(200),
  depositAmount: optionalEurosOrZero(m.amountInvalid),
  depositHolder: nullableText(200),
  /** The first presentation of the signed act to the buyer (letter or hand delivery): starts CCH L271-1. */
  firstPresentationOn: optionalDate,
  deedPlannedOn: optionalDate,
  loan: z
    .object({
      amount: euros(m.loanAmountRequired),
      rateMax: numberField(
        z.number({ error: m.loanRateInvalid }).min(0, m.loanRateInvalid).max(20, m.loanRateInvalid),
      ),
      deadline: calendarDateField(m.dateInvalid),
    })
    .nullable(),
  conditions: z.array(conditionInput).max(10),
});
export type CompromisInput = z.input<typeof compromisInputSchema>;

/** A step recorded on a given day (not in the future): conditions lifted, deed, lease, keys, close. */
export const dealStepInputSchema = z.object({ date: calendarDateField(m.dateInvalid) });

export const dealKeysInputSchema = z.object({
  date: calendarDateField(m.dateInvalid),
  entryInspectionId: z.preprocess(blankToNull<string | null | undefined>, z.uuid().nullable()),
});

export const dealCancelInputSchema = z.object({
  date: calendarDateField(m.dateInvalid),
  reason: requiredText(500).refine((s) => s.trim().length > 0, m.cancelReasonRequired),
  listingStatus: z.enum(DEAL_CANCEL_LISTING_STATUSES, commonMessages.required),
});

/** What the agent may change at any open stage: the member in charge, the fee, the planned dates. */
export const dealUpdateInputSchema = z.object({
  assignedToId: z.uuid().optional(),
  /** Null gives back the mandate's fee. */
  feeOverride: optionalEuros().optional(),
  deedPlannedOn: optionalDate.optional(),
  keysPlannedOn: optionalDate.optional(),
});

/** A rental file opens on the chosen application. */
export const rentalDealInputSchema = z.object({
  tenantClientId: z.uuid(m.tenantRequired),
  date: calendarDateField(m.dateInvalid),
  keysPlannedOn: optionalDate,
});

/** The lease signed: the rent and the fees (landlord and tenant) the app checks against loi ALUR. */
export const dealLeaseInputSchema = z.object({
  signedOn: calendarDateField(m.dateInvalid),
  rent: euros(),
  zone: z.enum(RENTAL_ZONES, commonMessages.required),
  tenantFees: optionalEurosOrZero(m.amountInvalid),
  tenantFeesInventory: optionalEurosOrZero(m.amountInvalid),
  landlordFees: optionalEurosOrZero(m.amountInvalid),
  keysPlannedOn: optionalDate,
});

export const dealChecklistInputSchema = z.object({
  documentId: z.preprocess(blankToNull<string | null | undefined>, z.uuid().nullable()),
});

/** The documents a checklist item may point at: the property's and the parties'. */
export const dealDocumentOptionsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), fileName: z.string(), owner: z.string() })),
});

export const feeInvoiceParams = z.object({ id: z.uuid(m.invoiceNotFound) });
export const feeInvoicePaidInputSchema = z.object({ paidOn: calendarDateField(m.dateInvalid) });
export const feeInvoiceListQuerySchema = z.object({ status: z.enum(FEE_INVOICE_STATUSES).optional() });

// ---- the dashboard's figures ----------------------------------------------------------------

export const dealFiguresSchema = z.object({
  /** Fees of the compromis (and leases) signed this calendar month, euros TTC. */
  signedThisMonth: z.number().int(),
  /** Fees of open files expected (deed or keys) within the next 90 days. */
  expectedNext90Days: z.number().int(),
  /** Heads only: the same per member (files without a member under null). */
  byMember: z
    .array(
      z.object({
        member: idAndName.nullable(),
        signedThisMonth: z.number().int(),
        expectedNext90Days: z.number().int(),
      }),
    )
    .nullable(),
  /** Deadlines passed without their event recorded, oldest first (the first `DEAL_OVERDUE_LIST_MAX`). */
  overdue: z.array(
    z.object({ dealId: z.uuid(), propertyName: z.string(), label: z.string(), dueOn: z.string() }),
  ),
  /** How many deadlines are overdue in all (the list above stops at `DEAL_OVERDUE_LIST_MAX`). */
  overdueCount: z.number().int(),
});
export type DealFigures = z.infer<typeof dealFiguresSchema>;
