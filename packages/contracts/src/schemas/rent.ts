import { z } from 'zod';
import { rentMessages } from '../messages/rent';
import { PAYMENT_METHODS, PAYMENT_SOURCES, RECEIPT_KINDS, RENT_CALL_DELIVERIES } from '../rentals/constants';
import { calendarDateField, centsField, optionalText } from './fields';

/** Rent calls, payments and receipts as the API answers them (issue 34). Amounts in integer cents. */

/** payé, partiel, impayé (due date passed), à venir (not due yet, nothing paid). */
export const RENT_CALL_STATUSES = ['paid', 'partial', 'unpaid', 'upcoming'] as const;
export type RentCallStatus = (typeof RENT_CALL_STATUSES)[number];

export const rentCallSchema = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  period: z.string(),
  dueOn: z.string(),
  rentCents: z.number().int(),
  chargesCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  status: z.enum(RENT_CALL_STATUSES),
  delivery: z.enum(RENT_CALL_DELIVERIES),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RentCall = z.infer<typeof rentCallSchema>;

export const rentReceiptSchema = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  rentCallId: z.uuid(),
  kind: z.enum(RECEIPT_KINDS),
  period: z.string(),
  tenantNames: z.string(),
  rentCents: z.number().int(),
  chargesCents: z.number().int(),
  paidCents: z.number().int(),
  issuedOn: z.string(),
});
export type RentReceipt = z.infer<typeof rentReceiptSchema>;

export const rentPaymentSchema = z.object({
  id: z.uuid(),
  rentCallId: z.uuid(),
  receivedOn: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  source: z.enum(PAYMENT_SOURCES),
});
export type RentPayment = z.infer<typeof rentPaymentSchema>;

/** A lease's rent side: its calls (latest first), its receipts, what is owed today. */
export const leaseRentSchema = z.object({
  calls: z.array(rentCallSchema),
  receipts: z.array(rentReceiptSchema),
  balanceCents: z.number().int(),
});
export type LeaseRent = z.infer<typeof leaseRentSchema>;

/** « Enregistrer un paiement »: euros as typed (« 812,37 »), the day received, the method. */
export const rentPaymentInputSchema = z.object({
  amount: centsField(rentMessages.errors.amountInvalid),
  receivedOn: calendarDateField(),
  method: z.enum(PAYMENT_METHODS, { error: rentMessages.errors.methodInvalid }),
  note: optionalText(500),
});
export type RentPaymentInput = z.input<typeof rentPaymentInputSchema>;

export const recordedPaymentSchema = z.object({
  payment: rentPaymentSchema,
  receipt: rentReceiptSchema,
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

export const rentIssueResultSchema = z.object({ issued: z.number().int() });

export const rentCallParams = z.object({ id: z.uuid(rentMessages.errors.callNotFound) });
export const rentReceiptParams = z.object({ id: z.uuid(rentMessages.errors.receiptNotFound) });
