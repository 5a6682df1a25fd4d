import { z } from 'zod';
import { INSPECTION_KINDS } from '../inspections/constants';
import { rentalOwnerMessages } from '../messages/rental-owner';
import { OWNER_EXPENSE_KINDS } from '../rentals/constants';
import { calendarDateField, centsField, requiredText } from './fields';

const dm = rentalOwnerMessages.deposit.errors;
const cm = rentalOwnerMessages.charges.errors;
const em = rentalOwnerMessages.expenses.errors;
const sm = rentalOwnerMessages.statements.errors;

/** At most this many deduction or charge lines: a document of one or two pages. */
export const RENTAL_OWNER_LINES_MAX = 50;

// --- End of lease and deposit (loi 89-462 art. 22) ---

export const leaseEndInputSchema = z.object({
  endedOn: calendarDateField(),
  keysReturnedOn: calendarDateField(),
  entryInspectionId: z.uuid(dm.entryNotFound).nullable().default(null),
  exitInspectionId: z.uuid(dm.exitNotFound).nullable().default(null),
  exitMatchesEntry: z.boolean({ error: dm.exitMatchesRequired }),
});
export type LeaseEndInput = z.input<typeof leaseEndInputSchema>;

export const depositDeductionInputSchema = z.object({
  label: requiredText(200).pipe(z.string().min(1, dm.deductionLabel)),
  amount: centsField(dm.deductionAmount),
});

export const depositDeductionsInputSchema = z.object({
  deductions: z.array(depositDeductionInputSchema).max(RENTAL_OWNER_LINES_MAX, dm.tooManyDeductions),
});
export type DepositDeductionsInput = z.input<typeof depositDeductionsInputSchema>;

export const depositReturnInputSchema = z.object({ returnedOn: calendarDateField() });
export type DepositReturnInput = z.input<typeof depositReturnInputSchema>;

export const leaseInspectionOptionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INSPECTION_KINDS),
  inspectionDate: z.string(),
  signed: z.boolean(),
  /** An exit: how many lines differ from its entry (null: no entry to compare with). */
  changes: z.number().int().nullable(),
});
export type LeaseInspectionOption = z.infer<typeof leaseInspectionOptionSchema>;

/** The deposit as the lease's page shows it: the inspections to choose from, the deadline, the account. */
export const depositViewSchema = z.object({
  depositCents: z.number().int(),
  inspections: z.array(leaseInspectionOptionSchema),
  /** Once the keys are back: one month after them when the exit matches the entry, two otherwise. */
  deadline: z.string().nullable(),
  deductionsCents: z.number().int(),
  /** The return recorded: its late penalty (months begun and amount) and whether the PDF is there. */
  penaltyMonths: z.number().int(),
  penaltyCents: z.number().int(),
  hasPdf: z.boolean(),
});
export type DepositView = z.infer<typeof depositViewSchema>;

// --- Charges regularisation (art. 23) ---

export const chargeLineInputSchema = z.object({
  label: requiredText(200).pipe(z.string().min(1, cm.lineLabel)),
  amount: centsField(cm.lineAmount, { min: 0 }),
});

export const chargeRegularisationInputSchema = z.object({
  year: z.number({ error: cm.year }).int(cm.year).min(2000, cm.year).max(2100, cm.year),
  lines: z.array(chargeLineInputSchema).min(1, cm.lines).max(RENTAL_OWNER_LINES_MAX, cm.tooManyLines),
});
export type ChargeRegularisationInput = z.input<typeof chargeRegularisationInputSchema>;

export const chargeLineSchema = z.object({ label: z.string(), amountCents: z.number().int() });
export type ChargeLine = z.infer<typeof chargeLineSchema>;

export const chargeRegularisationSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  provisionsCents: z.number().int(),
  actualCents: z.number().int(),
  /** Positive: the tenant owes it; negative: the tenant is refunded. */
  balanceCents: z.number().int(),
  lines: z.array(chargeLineSchema),
  issuedOn: z.string(),
  /** E-mailed to the tenants who consented to electronic delivery, else printed. */
  delivery: z.enum(['email', 'print']),
});
export type ChargeRegularisation = z.infer<typeof chargeRegularisationSchema>;

export const chargeRegularisationListSchema = z.object({
  items: z.array(chargeRegularisationSchema),
  /** The provisions paid per year of the lease not yet regularised, newest first. */
  provisions: z.array(z.object({ year: z.number().int(), provisionsCents: z.number().int() })),
});
export type ChargeRegularisationList = z.infer<typeof chargeRegularisationListSchema>;

export const chargeRegularisationParams = z.object({
  id: z.uuid(cm.notFound),
  regularisationId: z.uuid(cm.notFound),
});

// --- Owner expenses ---

export const ownerExpenseInputSchema = z.object({
  spentOn: calendarDateField(),
  kind: z.enum(OWNER_EXPENSE_KINDS, { error: em.kind }),
  label: requiredText(200),
  amount: centsField(em.amount),
});
export type OwnerExpenseInput = z.input<typeof ownerExpenseInputSchema>;

export const ownerExpenseSchema = z.object({
  id: z.uuid(),
  spentOn: z.string(),
  kind: z.enum(OWNER_EXPENSE_KINDS),
  label: z.string(),
  amountCents: z.number().int(),
  /** An owner statement covers its date: it is accounted for and stays. */
  accounted: z.boolean(),
});
export type OwnerExpense = z.infer<typeof ownerExpenseSchema>;

export const ownerExpenseListSchema = z.object({ items: z.array(ownerExpenseSchema) });
export type OwnerExpenseList = z.infer<typeof ownerExpenseListSchema>;

export const ownerExpenseParams = z.object({
  id: z.uuid(em.notFound),
  expenseId: z.uuid(em.notFound),
});

// --- Owner statements (« compte rendu de gestion ») ---

export const OWNER_STATEMENT_PERIODS = ['month', 'quarter', 'year'] as const;
export type OwnerStatementPeriod = (typeof OWNER_STATEMENT_PERIODS)[number];

export const ownerStatementInputSchema = z.object({
  period: z.enum(OWNER_STATEMENT_PERIODS).default('month'),
  /** The period's first month, YYYY-MM. */
  month: z
    .string({ error: sm.month })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, sm.month),
});
export type OwnerStatementInput = z.input<typeof ownerStatementInputSchema>;

export const ownerStatementSchema = z.object({
  id: z.uuid(),
  periodStart: z.string(),
  periodEnd: z.string(),
  rentsCents: z.number().int(),
  feesCents: z.number().int(),
  expensesCents: z.number().int(),
  transferredCents: z.number().int(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnerStatement = z.infer<typeof ownerStatementSchema>;

export const ownerStatementListSchema = z.object({
  items: z.array(ownerStatementSchema),
  /** The landlords' e-mails the statements go to (none: download and hand it over). */
  recipients: z.array(z.string()),
});
export type OwnerStatementList = z.infer<typeof ownerStatementListSchema>;

export const ownerStatementParams = z.object({
  id: z.uuid(sm.notFound),
  statementId: z.uuid(sm.notFound),
});
