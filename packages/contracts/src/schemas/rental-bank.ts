import { z } from 'zod';
import { arrearsMessages } from '../messages/arrears';
import { rentalBankMessages as bm } from '../messages/rental-bank';

const sm = arrearsMessages.settings;
import { BANK_LINE_STATUSES } from '../rentals/constants';

/**
 * Bank statement import, arrears and reminders (issue 34): what the API answers and accepts.
 * Amounts are integer cents; dates YYYY-MM-DD.
 */

/** The rent call a bank line is (or may be) matched with, as the review shows it. */
export const rentCallBriefSchema = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  propertyLabel: z.string(),
  tenantNames: z.string(),
  period: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
});
export type RentCallBrief = z.infer<typeof rentCallBriefSchema>;

export const bankLineSchema = z.object({
  id: z.uuid(),
  importId: z.uuid(),
  lineNumber: z.number().int(),
  bookedOn: z.string(),
  amountCents: z.number().int(),
  label: z.string(),
  reference: z.string().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
  rentCall: rentCallBriefSchema.nullable(),
  paymentId: z.uuid().nullable(),
});
export type BankLine = z.infer<typeof bankLineSchema>;

/** A line of the file that could not be read: its number (the header is line 1) and why. */
export const bankLineErrorSchema = z.object({ line: z.number().int(), reason: z.string() });

/** What an upload answers: the import, its credit lines, and the lines it could not read. */
export const bankImportResultSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  lineCount: z.number().int(),
  lines: z.array(bankLineSchema),
  errors: z.array(bankLineErrorSchema),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

/** The lines still to review (proposed, unmatched) and the latest ones reviewed, newest first. */
export const bankLineListSchema = z.object({ items: z.array(bankLineSchema) });

export const bankLineParams = z.object({ id: z.uuid(bm.lineNotFound) });

/** Confirming a line: with the proposed call (no body) or with the one the member picked. */
export const confirmBankLineInputSchema = z.object({
  rentCallId: z.uuid(bm.chooseRentCall).optional(),
});

export const confirmAllResultSchema = z.object({
  confirmed: z.number().int(),
  refused: z.array(z.object({ lineId: z.uuid(), reason: z.string() })),
});

/** The unpaid calls a member may pick for an unmatched line. */
export const rentCallBriefListSchema = z.object({ items: z.array(rentCallBriefSchema) });

/** An unpaid (or partly paid) rent call, with how late it is. */
export const unpaidRentSchema = rentCallBriefSchema.extend({
  dueCents: z.number().int(),
  daysLate: z.number().int(),
  remindedDays: z.array(z.number().int()),
});
export type UnpaidRent = z.infer<typeof unpaidRentSchema>;

/**
 * A lease's balance: what is left on the calls due by today, and on those issued but not yet due
 * (issued calls' totals − paid = balance + upcoming); its unpaid calls, oldest first.
 */
export const leaseArrearsSchema = z.object({
  leaseId: z.uuid(),
  calledCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  upcomingCents: z.number().int(),
  unpaid: z.array(unpaidRentSchema),
  /** Tenants without an e-mail: their reminders go by post. */
  postalTenants: z.array(z.string()),
});
export type LeaseArrears = z.infer<typeof leaseArrearsSchema>;

/** The agency's unpaid rents, oldest first (the dashboard card and the bank page). */
export const unpaidRentListSchema = z.object({
  items: z.array(unpaidRentSchema.extend({ postal: z.boolean() })),
  totalDueCents: z.number().int(),
});
export type UnpaidRentList = z.infer<typeof unpaidRentListSchema>;

export const REMINDER_DAYS_MAX = 365;
export const REMINDER_DELAYS_MAX = 6;

export const rentalSettingsSchema = z.object({ reminderDays: z.array(z.number().int()) });
export type RentalSettings = z.infer<typeof rentalSettingsSchema>;

/** The reminder delays a head chooses: 1 to 6 distinct delays of 1 to 365 days, kept sorted. */
export const rentalSettingsInputSchema = z.object({
  reminderDays: z
    .array(
      z
        .number(sm.dayInvalid)
        .int(sm.dayInvalid)
        .min(1, sm.dayRange(REMINDER_DAYS_MAX))
        .max(REMINDER_DAYS_MAX, sm.dayRange(REMINDER_DAYS_MAX)),
    )
    .min(1, sm.countRange(REMINDER_DELAYS_MAX))
    .max(REMINDER_DELAYS_MAX, sm.countRange(REMINDER_DELAYS_MAX))
    .refine((days) => new Set(days).size === days.length, sm.distinct)
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type RentalSettingsInput = z.input<typeof rentalSettingsInputSchema>;

/**
 * The lease's short reference a tenant writes on a transfer: the first eight characters of its id,
 * in capitals (« 3F2A91C0 »). Printed on the rent calls; read back by the bank matching.
 */
export const leaseShortReference = (leaseId: string) => leaseId.replace(/-/g, '').slice(0, 8).toUpperCase();
