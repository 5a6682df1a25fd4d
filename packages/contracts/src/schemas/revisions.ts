import { z } from 'zod';
import { revisionMessages } from '../messages/revisions';
import { IRL_AREAS } from '../rentals/irl';
import { IRL_SOURCES } from '../rentals/constants';
import { calendarDateField, centsField, numberField } from './fields';

/**
 * The IRL table and the yearly rent revision as the API answers them (issue 34). An index value is a
 * number with two decimals (145,77); amounts are integer cents.
 */
const e = revisionMessages.irl.errors;

/** « 145,77 »: an index always printed with its two decimals, as INSEE publishes it. */
const irlFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatIrlValue = (value: number) => irlFormat.format(value);

export const irlQuarterSchema = z.object({ year: z.number().int(), quarter: z.number().int() });

export const irlCurrentValueSchema = z.object({
  area: z.enum(IRL_AREAS),
  year: z.number().int(),
  quarter: z.number().int(),
  value: z.number(),
  version: z.number().int(),
  source: z.enum(IRL_SOURCES),
});
export type IrlCurrentValue = z.infer<typeof irlCurrentValueSchema>;

/** Every agency member reads the current values: the highest version of each quarter. */
export const irlCurrentListSchema = z.object({ items: z.array(irlCurrentValueSchema) });
export type IrlCurrentList = z.infer<typeof irlCurrentListSchema>;

export const irlVersionSchema = z.object({
  version: z.number().int(),
  value: z.number(),
  source: z.enum(IRL_SOURCES),
  createdAt: z.string(),
});

/** The administrator's view: each quarter with its version history, newest version first. */
export const irlAdminQuarterSchema = irlCurrentValueSchema.extend({ versions: z.array(irlVersionSchema) });
export type IrlAdminQuarter = z.infer<typeof irlAdminQuarterSchema>;
export const irlAdminListSchema = z.object({ items: z.array(irlAdminQuarterSchema) });
export type IrlAdminList = z.infer<typeof irlAdminListSchema>;

/** A quarter added or corrected by the administrator; `value` is read like an amount: hundredths. */
export const irlInputSchema = z.object({
  area: z.enum(IRL_AREAS, e.areaInvalid),
  year: numberField(
    z.number({ error: e.yearInvalid }).int(e.yearInvalid).min(1998, e.yearInvalid).max(2100, e.yearInvalid),
  ),
  quarter: numberField(
    z
      .number({ error: e.quarterInvalid })
      .int(e.quarterInvalid)
      .min(1, e.quarterInvalid)
      .max(4, e.quarterInvalid),
  ),
  value: centsField(e.valueInvalid).transform((hundredths) => hundredths / 100),
});
export type IrlInput = z.input<typeof irlInputSchema>;
export type IrlInputParsed = z.output<typeof irlInputSchema>;

export const REVISION_REFUSALS = [
  'no_clause',
  'no_reference_quarter',
  'index_not_published',
  'lapsed',
  'energy_freeze',
  'no_rise',
  'not_due',
  'lease_ended',
] as const;
export type RevisionRefusalReason = (typeof REVISION_REFUSALS)[number];

const indexFigure = z.object({ year: z.number().int(), quarter: z.number().int(), value: z.number() });

/**
 * The lease's next revision as the engine proposes it today (Paris): the due date it is for, and the
 * calculation, or why there is none. `nextDueOn` is the due date after this one (or the first one).
 */
export const revisionProposalSchema = z.object({
  leaseId: z.uuid(),
  claimedOn: z.string(),
  dueOn: z.string().nullable(),
  nextDueOn: z.string(),
  currentRentCents: z.number().int(),
  area: z.enum(IRL_AREAS),
  outcome: z.discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      newRentCents: z.number().int(),
      previous: indexFigure,
      latest: indexFigure,
      indexRatio: z.number(),
      capRate: z.number().nullable(),
      effectiveOn: z.string(),
    }),
    z.object({
      ok: z.literal(false),
      reason: z.enum(REVISION_REFUSALS),
      missing: irlQuarterSchema.nullable(),
    }),
  ]),
});
export type RevisionProposalView = z.infer<typeof revisionProposalSchema>;

export const revisionConfirmSchema = z.object({
  dueOn: calendarDateField(revisionMessages.errors.dueOnInvalid),
});
export type RevisionConfirmInput = z.input<typeof revisionConfirmSchema>;

/** A confirmed revision with the figures it used (a later correction of the index does not change them). */
export const rentRevisionSchema = z.object({
  id: z.uuid(),
  dueOn: z.string(),
  claimedOn: z.string(),
  effectiveOn: z.string(),
  irlArea: z.enum(IRL_AREAS),
  quarter: z.number().int(),
  previousYear: z.number().int(),
  latestYear: z.number().int(),
  previousValue: z.number(),
  latestValue: z.number(),
  capRate: z.number().nullable(),
  oldRentCents: z.number().int(),
  newRentCents: z.number().int(),
  hasLetter: z.boolean(),
  createdAt: z.string(),
});
export type RentRevision = z.infer<typeof rentRevisionSchema>;

/** What confirming answers: the revision, and where its letter went (e-mail addresses; none: to print). */
export const revisionConfirmedSchema = z.object({
  revision: rentRevisionSchema,
  emailedTo: z.array(z.string()),
});
export type RevisionConfirmed = z.infer<typeof revisionConfirmedSchema>;

export const rentRevisionListSchema = z.object({ items: z.array(rentRevisionSchema) });
export type RentRevisionList = z.infer<typeof rentRevisionListSchema>;

export const revisionLetterParams = z.object({
  id: z.uuid(revisionMessages.errors.notFound),
  revisionId: z.uuid(revisionMessages.errors.notFound),
});
