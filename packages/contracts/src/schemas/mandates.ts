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
  })
  .superRefine((v, ctx) => {
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
