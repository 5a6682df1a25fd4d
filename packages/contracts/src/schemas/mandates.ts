import { z } from 'zod';
import {
  MANDATE_ACTIVITIES,
  MANDATE_CLOSINGS,
  MANDATE_DURATION_MAX_MONTHS,
  MANDATE_KINDS,
  MANDATE_MANDATORS_MAX,
  MANDATE_STATUSES,
  PROPERTY_TYPES,
} from '../constants';
import { MANDATE_FEE_MODES, MANDATE_FEE_PAYERS, SIGNATURE_REQUEST_STATUSES } from '../signatures/constants';
import { signatureRequestSummarySchema } from './signatures';
import { commonMessages } from '../messages/common';
import { mandateMessages } from '../messages/mandates';
import { calendarDateField, numberField, requiredText } from './fields';

/** Absent or blank is no value; `T` is what the field takes (a form's text, JSON's value), its input type. */
const blankToNull = <T>(v: T): T | null =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

/** The months a mandate lasts: a whole number, 1 to 120 (a form sends it as text). */
const durationMonthsField = z.preprocess(
  blankToNull<string | number | null | undefined>,
  numberField(
    z
      .number({ error: mandateMessages.durationInvalid })
      .int(mandateMessages.durationInvalid)
      .min(1, mandateMessages.durationInvalid)
      .max(MANDATE_DURATION_MAX_MONTHS, mandateMessages.durationInvalid),
  ).nullable(),
);

/** A whole number of euros (price, fee amount), from JSON or the form's text; absent is null. */
const eurosField = (message: string) =>
  z.preprocess(
    blankToNull<string | number | null | undefined>,
    numberField(
      z.number({ error: message }).int(message).min(1, message).max(1_000_000_000, message),
    ).nullable(),
  );

/** A rate in %, up to two decimals (the column's precision), above 0 and at most 100. */
const feeRateField = z.preprocess(
  blankToNull<string | number | null | undefined>,
  numberField(
    z
      .number({ error: mandateMessages.feeRateInvalid })
      .gt(0, mandateMessages.feeRateInvalid)
      .max(100, mandateMessages.feeRateInvalid)
      .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), mandateMessages.feeRateInvalid),
  ).nullable(),
);

/**
 * A new mandate: the register number is not part of it, the server takes the next one. A mandate is
 * always of limited duration (loi Hoguet, décret 72-678 art. 78): a duration in months or an end date.
 */
export const mandateInputSchema = z
  .object({
    activity: z.enum(MANDATE_ACTIVITIES, mandateMessages.activityInvalid),
    kind: z.enum(MANDATE_KINDS, mandateMessages.kindInvalid),
    // Nothing chosen is the form's field error; an id that is no property of the agency, the API's.
    propertyId: z.uuid({
      error: (issue) =>
        issue.input === '' || issue.input === undefined || issue.input === null
          ? mandateMessages.propertyRequired
          : mandateMessages.propertyNotFound,
    }),
    mandatorIds: z
      .array(z.uuid(mandateMessages.mandatorNotFound), { error: mandateMessages.mandatorsRequired })
      .min(1, mandateMessages.mandatorsRequired)
      .max(MANDATE_MANDATORS_MAX, mandateMessages.mandatorsTooMany)
      .refine((ids) => new Set(ids).size === ids.length, mandateMessages.mandatorsRepeated),
    startDate: calendarDateField(),
    durationMonths: durationMonthsField,
    endDate: z.preprocess(blankToNull<string | null | undefined>, calendarDateField().nullable()),
    feeTerms: requiredText(1000),
    /** The price the mandate states; absent: the property's price. */
    price: eurosField(mandateMessages.priceInvalid),
    /**
     * The fees as an amount or a rate (issue 30), with who pays them; the free « conditions » text
     * stays for the details and any split. Optional as a group: a line registered without them can
     * be numbered but its document cannot be drawn until a new line states them.
     */
    feeMode: z.preprocess(
      blankToNull<string | null | undefined>,
      z.enum(MANDATE_FEE_MODES, mandateMessages.feeModeInvalid).nullable(),
    ),
    feeAmount: eurosField(mandateMessages.feeAmountInvalid),
    feeRate: feeRateField,
    feePayer: z.preprocess(
      blankToNull<string | null | undefined>,
      z.enum(MANDATE_FEE_PAYERS, mandateMessages.feePayerInvalid).nullable(),
    ),
    /** Loi Hamon: off-premises or distance mandate with a consumer; the form defaults to yes. */
    retractionApplies: z.boolean({ error: commonMessages.invalidData }).default(true),
  })
  .superRefine((v, ctx) => {
    const anyFee = v.feeMode !== null || v.feeAmount !== null || v.feeRate !== null || v.feePayer !== null;
    if (anyFee && v.feeMode === null) {
      ctx.addIssue({ code: 'custom', path: ['feeMode'], message: mandateMessages.feeModeRequired });
    }
    if (v.feeMode === 'amount' && v.feeAmount === null) {
      ctx.addIssue({ code: 'custom', path: ['feeAmount'], message: mandateMessages.feeAmountRequired });
    }
    if (v.feeMode === 'rate' && v.feeRate === null) {
      ctx.addIssue({ code: 'custom', path: ['feeRate'], message: mandateMessages.feeRateRequired });
    }
    if (v.feeMode === 'amount' && v.feeRate !== null) {
      ctx.addIssue({ code: 'custom', path: ['feeRate'], message: mandateMessages.feeBoth });
    }
    if (v.feeMode === 'rate' && v.feeAmount !== null) {
      ctx.addIssue({ code: 'custom', path: ['feeAmount'], message: mandateMessages.feeBoth });
    }
    if (anyFee && v.feePayer === null) {
      ctx.addIssue({ code: 'custom', path: ['feePayer'], message: mandateMessages.feePayerRequired });
    }
    if (v.durationMonths === null && v.endDate === null) {
      ctx.addIssue({ code: 'custom', path: ['durationMonths'], message: mandateMessages.termRequired });
    } else if (v.durationMonths !== null && v.endDate !== null) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: mandateMessages.termBoth });
    } else if (v.endDate !== null && v.endDate <= v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: mandateMessages.endBeforeStart });
    }
  });
export type MandateInput = z.input<typeof mandateInputSchema>;

/** Ending or cancelling a mandate: the line stays in the register with this date and reason. */
export const mandateCloseSchema = z.object({
  outcome: z.enum(MANDATE_CLOSINGS, mandateMessages.outcomeInvalid),
  date: calendarDateField(),
  reason: requiredText(500),
});
export type MandateCloseInput = z.input<typeof mandateCloseSchema>;

/** « Enregistrer une rétractation » (loi Hamon): the day the mandator's retraction was received. */
export const mandateRetractionSchema = z.object({ date: calendarDateField() });
export type MandateRetractionInput = z.input<typeof mandateRetractionSchema>;

export const mandateRegisterQuerySchema = z.object({
  activity: z.enum(MANDATE_ACTIVITIES, mandateMessages.activityInvalid).default('transaction'),
});

export const mandatorSchema = z.object({
  /** Null once the client was deleted from the directory: the register keeps the copied text. */
  clientId: z.uuid().nullable(),
  name: z.string(),
  address: z.string(),
});

/** One register line with the mandate it records; the copied texts are what the register shows. */
export const mandateSchema = z.object({
  id: z.uuid(),
  number: z.number().int().positive(),
  activity: z.enum(MANDATE_ACTIVITIES),
  kind: z.enum(MANDATE_KINDS),
  status: z.enum(MANDATE_STATUSES),
  /** The day the number was taken (Europe/Paris): the register's date column. */
  registeredOn: z.string(),
  propertyId: z.uuid().nullable(),
  object: z.string(),
  propertyNature: z.string(),
  propertyLocation: z.string(),
  mandators: z.array(mandatorSchema),
  startDate: z.string(),
  durationMonths: z.number().int().nullable(),
  endDate: z.string(),
  feeTerms: z.string(),
  closedOn: z.string().nullable(),
  closeReason: z.string().nullable(),
  createdAt: z.string(),
  price: z.number().nullable(),
  feeMode: z.enum(MANDATE_FEE_MODES).nullable(),
  feeAmount: z.number().nullable(),
  feeRate: z.number().nullable(),
  feePayer: z.enum(MANDATE_FEE_PAYERS).nullable(),
  retractionApplies: z.boolean(),
  /** The last day the mandators may retract, once the last of them signed. */
  retractionEndsOn: z.string().nullable(),
  retractedOn: z.string().nullable(),
  earlyStartRequested: z.boolean(),
  /** « Contresigné le … »: the day the last mandator signed (Europe/Paris); null: « Non signé ». */
  countersignedOn: z.string().nullable(),
  /** `none` before any document was drawn; else the latest request's status. */
  signatureState: z.enum(['none', ...SIGNATURE_REQUEST_STATUSES]),
  signatureRequest: signatureRequestSummarySchema.nullable(),
  /** What the line lacks for its document to be drawn (labels), empty when it can be. */
  documentGaps: z.array(z.string()),
  /** No publication nor visit until this day included (retraction period, no early start asked). */
  negotiationBlockedUntil: z.string().nullable(),
});
export type Mandate = z.infer<typeof mandateSchema>;

export const mandateListSchema = z.object({ items: z.array(mandateSchema) });

/** What the mandate form offers: the directory's clients (name and address) and the agency's properties. */
export const mandateFormOptionsSchema = z.object({
  clients: z.array(z.object({ id: z.uuid(), name: z.string(), address: z.string().nullable() })),
  properties: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      type: z.enum(PROPERTY_TYPES),
      address: z.string(),
      zip: z.string(),
      city: z.string(),
    }),
  ),
});
export type MandateFormOptions = z.infer<typeof mandateFormOptionsSchema>;

export const REGISTER_EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type RegisterExportFormat = (typeof REGISTER_EXPORT_FORMATS)[number];
export const mandateExportParams = z.object({
  format: z.enum(REGISTER_EXPORT_FORMATS, commonMessages.notFound),
});
