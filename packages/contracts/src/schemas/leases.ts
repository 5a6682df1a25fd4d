import { z } from 'zod';
import { ENERGY_CLASSES } from '../listing/constants';
import { IRL_AREAS } from '../rentals/irl';
import { LEASE_KINDS } from '../rentals/lease-rules';
import {
  LEASE_CHARGES_MODES,
  LEASE_PARTY_ROLES,
  LEASE_STATUSES,
  PAYMENT_DAY_MAX,
} from '../rentals/constants';
import { leaseMessages as lm } from '../messages/leases';
import { calendarDateField, centsField, numberField, optionalText } from './fields';

/**
 * A lease as the API answers it (issue 34): what every rental-management screen reads. Amounts are
 * integer cents. The lease's own form (its input schema) sits beside it in the leases feature.
 */
export const leasePartySchema = z.object({
  id: z.uuid(),
  role: z.enum(LEASE_PARTY_ROLES),
  clientId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** A guarantor: the tenant it stands for. */
  guarantorOf: z.uuid().nullable(),
  /** A tenant: its express consent to rent calls and receipts by e-mail. */
  electronicDelivery: z.boolean(),
});
export type LeaseParty = z.infer<typeof leasePartySchema>;

export const leaseDetailSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid().nullable(),
  propertyLabel: z.string(),
  propertyAddress: z.string(),
  mandateId: z.uuid().nullable(),
  kind: z.enum(LEASE_KINDS),
  status: z.enum(LEASE_STATUSES),
  startOn: z.string(),
  durationMonths: z.number().int(),
  rentCents: z.number().int(),
  chargesCents: z.number().int(),
  chargesMode: z.enum(LEASE_CHARGES_MODES),
  depositCents: z.number().int(),
  paymentDay: z.number().int(),
  hasRevisionClause: z.boolean(),
  referenceQuarter: z.number().int().nullable(),
  revisionMonthDay: z.string().nullable(),
  irlArea: z.enum(IRL_AREAS),
  energyClass: z.enum(ENERGY_CLASSES).nullable(),
  rentControlled: z.boolean(),
  referenceRentCents: z.number().int().nullable(),
  increasedReferenceRentCents: z.number().int().nullable(),
  rentSupplementCents: z.number().int().nullable(),
  rentSupplementReason: z.string().nullable(),
  managementFeeBp: z.number().int(),
  hasDocument: z.boolean(),
  signatureRequestId: z.uuid().nullable(),
  endedOn: z.string().nullable(),
  keysReturnedOn: z.string().nullable(),
  entryInspectionId: z.uuid().nullable(),
  exitInspectionId: z.uuid().nullable(),
  exitMatchesEntry: z.boolean().nullable(),
  depositReturnedOn: z.string().nullable(),
  depositReturnedCents: z.number().int().nullable(),
  depositDeductions: z.array(
    z.object({ label: z.string(), amountCents: z.number().int(), inspectionId: z.uuid().optional() }),
  ),
  parties: z.array(leasePartySchema),
  createdAt: z.string(),
});
export type LeaseDetail = z.infer<typeof leaseDetailSchema>;

export const leaseParams = z.object({ id: z.uuid('Ce bail n’existe pas ou a été supprimé.') });

// ---- the lease's form (issue 34, the leases part) -------------------------------------------

const blankToNull = <T>(v: T): T | null =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

const cents = (message: string, min = 0) => centsField(message, { min });
const optionalCents = (message: string) =>
  z.preprocess(blankToNull<string | number | null | undefined>, cents(message, 1).nullable());
const wholeNumber = (message: string, min: number, max: number) =>
  numberField(z.number({ error: message }).int(message).min(min, message).max(max, message));

export const leaseTenantInputSchema = z.object({
  clientId: z.uuid(lm.clientNotFound),
  /** Express consent to receive rent calls and receipts by e-mail (art. 21). */
  electronicDelivery: z.boolean().default(false),
});
export const leaseGuarantorInputSchema = z.object({
  clientId: z.uuid(lm.clientNotFound),
  /** The tenant (its client id) the guarantor stands for. */
  guarantorOf: z.uuid(lm.guarantorOfInvalid),
});

/**
 * The lease's terms: what can still change after creation (for the next rent calls only) until the
 * lease is sent for signature. Cross-field rules (duration by kind, deposit cap, rent control) need
 * the property and the kind, so the API checks them and answers each under its field.
 */
export const leaseTermsInputSchema = z.object({
  startOn: calendarDateField(lm.startInvalid),
  durationMonths: wholeNumber(lm.durationInvalid, 1, 120),
  rent: cents(lm.rentInvalid, 1),
  charges: cents(lm.chargesInvalid),
  chargesMode: z.enum(LEASE_CHARGES_MODES, lm.chargesModeRequired),
  deposit: cents(lm.depositInvalid),
  paymentDay: wholeNumber(lm.paymentDayInvalid, 1, PAYMENT_DAY_MAX),
  hasRevisionClause: z.boolean().default(true),
  /** Blank: the last IRL quarter published on the start date. */
  referenceQuarter: z.preprocess(
    blankToNull<string | number | null | undefined>,
    wholeNumber(lm.referenceQuarterInvalid, 1, 4).nullable(),
  ),
  /** Blank: the property's DPE class. */
  energyClass: z.preprocess(
    blankToNull<string | null | undefined>,
    z.enum(ENERGY_CLASSES, lm.energyClassInvalid).nullable(),
  ),
  /** A student's furnished lease may last nine months (art. 25-7). */
  student: z.boolean().default(false),
  referenceRent: optionalCents(lm.amountInvalid),
  increasedReferenceRent: optionalCents(lm.amountInvalid),
  rentSupplement: optionalCents(lm.amountInvalid),
  rentSupplementReason: z.preprocess(blankToNull<string | null | undefined>, optionalText(2000).nullable()),
  /** Percent of the rents collected, TTC (7,5 → 750 bp). */
  managementFeePercent: numberField(
    z
      .number({ error: lm.managementFeeInvalid })
      .min(0, lm.managementFeeInvalid)
      .max(100, lm.managementFeeInvalid)
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, lm.managementFeeInvalid)
      .transform((p) => Math.round(p * 100)),
  ),
});
export type LeaseTermsInput = z.input<typeof leaseTermsInputSchema>;

export const leaseInputSchema = leaseTermsInputSchema.extend({
  propertyId: z.uuid(lm.propertyRequired),
  kind: z.enum(LEASE_KINDS, lm.kindRequired),
  tenants: z.array(leaseTenantInputSchema).min(1, lm.tenantsRequired).max(6, lm.tenantsTooMany),
  guarantors: z.array(leaseGuarantorInputSchema).max(6).default([]),
});
export type LeaseInput = z.input<typeof leaseInputSchema>;

export const leaseListQuerySchema = z.object({ status: z.enum(LEASE_STATUSES).optional() });

export const leaseListItemSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid().nullable(),
  propertyLabel: z.string(),
  kind: z.enum(LEASE_KINDS),
  status: z.enum(LEASE_STATUSES),
  tenants: z.array(z.string()),
  rentCents: z.number().int(),
  chargesCents: z.number().int(),
  startOn: z.string(),
  signatureRequestId: z.uuid().nullable(),
});
export type LeaseListItem = z.infer<typeof leaseListItemSchema>;
export const leaseListSchema = z.object({ items: z.array(leaseListItemSchema) });

/** What the form needs to know of a property before a lease is typed on it. */
export const leasePropertyFactsSchema = z.object({
  propertyId: z.uuid(),
  label: z.string(),
  address: z.string(),
  isRental: z.boolean(),
  furnished: z.boolean().nullable(),
  rentCents: z.number().int().nullable(),
  chargesCents: z.number().int().nullable(),
  rentControlled: z.boolean(),
  irlArea: z.enum(IRL_AREAS),
  energyClass: z.enum(ENERGY_CLASSES).nullable(),
  /** The management mandate's number and mandators, or null: the lease cannot be made yet. */
  mandate: z.object({ id: z.uuid(), number: z.string(), landlords: z.array(z.string()) }).nullable(),
  hasActiveLease: z.boolean(),
});
export type LeasePropertyFacts = z.infer<typeof leasePropertyFactsSchema>;

/** The rental listings a lease may be typed on. */
export const leasePropertyOptionsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), label: z.string() })),
});
