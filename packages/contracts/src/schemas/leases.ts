import { z } from 'zod';
import { ENERGY_CLASSES } from '../listing/constants';
import { IRL_AREAS } from '../rentals/irl';
import { LEASE_KINDS } from '../rentals/lease-rules';
import { LEASE_CHARGES_MODES, LEASE_PARTY_ROLES, LEASE_STATUSES } from '../rentals/constants';

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
