import { z } from 'zod';
import { CLIENT_SCORE_MAX } from '../constants';
import { parisToday } from '../format';
import { commonMessages } from '../messages/common';
import { scoringMessages } from '../messages/scoring';
import { calendarDateField, optionalText } from './fields';

/**
 * What the client scoring may weigh (décret 2015-1437: proofs of activity, of income, of identity
 * and address, guarantor equivalents) and nothing else: the score never reads nationality, family
 * situation, age, name or origin (Code pénal art. 225-1).
 */
export const CONTRACT_TYPES = [
  'cdi',
  'fonctionnaire',
  'cdd',
  'interim',
  'independant',
  'retraite',
  'etudiant',
  'sans_activite',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const GUARANTOR_TYPES = ['none', 'person', 'visale', 'insurance'] as const;
export type GuarantorType = (typeof GUARANTOR_TYPES)[number];
/** The permitted pieces of a tenant file; the guarantor's only counts when there is a guarantee. */
export const FILE_PIECES = ['identity', 'address', 'activity', 'income', 'guarantor'] as const;
export type FilePiece = (typeof FILE_PIECES)[number];
export const SCORING_FACTORS = ['income', 'stability', 'guarantor', 'completeness'] as const;
export type ScoringFactorId = (typeof SCORING_FACTORS)[number];
/** What a client document is, recognised from its text (never stored as a column here). */
export const SCORING_DOCUMENT_KINDS = [
  'tax_notice',
  'payslip',
  'employment_attestation',
  'visale',
  'identity',
  'address',
] as const;
export type ScoringDocumentKind = (typeof SCORING_DOCUMENT_KINDS)[number];

const e = scoringMessages.errors;
/** Absent or blank is « non renseigné »; `T` is what the field takes, its input type. */
const blankToNull = <T>(v: T): T | null =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

/** Euros, typed the French way or as a number; empty is « non renseigné ». */
const amountField = z.preprocess((v: string | number | null | undefined) => {
  const blank = blankToNull(v);
  return typeof blank === 'string' ? Number(blank.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')) : blank;
}, z
  .number({ error: e.amountInvalid })
  .finite(e.amountInvalid)
  .min(0, e.amountInvalid)
  .max(10_000_000, e.amountInvalid)
  .nullable());

/** A piece of the file is given or not. */
const piece = z.boolean({ error: commonMessages.invalidData }).default(false);

export const scoringInputSchema = z
  .object({
    rentalPropertyId: z.preprocess(
      blankToNull<string | null | undefined>,
      z.uuid(e.rentalNotFound).nullable().default(null),
    ),
    targetRent: amountField.default(null),
    monthlyIncome: amountField.default(null),
    contractType: z.preprocess(
      blankToNull<string | null | undefined>,
      z.enum(CONTRACT_TYPES, e.contractInvalid).nullable().default(null),
    ),
    activityStart: z.preprocess(
      blankToNull<string | null | undefined>,
      calendarDateField(e.dateInvalid).nullable().default(null),
    ),
    employer: optionalText(200).or(z.null()).default(null),
    guarantor: z.enum(GUARANTOR_TYPES, e.guarantorInvalid).default('none'),
    guarantorMonthlyIncome: amountField.default(null),
    pieces: z
      .object(
        {
          identity: piece,
          address: piece,
          activity: piece,
          income: piece,
          guarantor: piece,
        },
        { error: commonMessages.invalidData },
      )
      .default({ identity: false, address: false, activity: false, income: false, guarantor: false }),
  })
  .superRefine((v, ctx) => {
    if (v.rentalPropertyId !== null && v.targetRent !== null) {
      ctx.addIssue({ code: 'custom', path: ['targetRent'], message: e.rentBoth });
    }
    if (v.activityStart !== null && v.activityStart > parisToday()) {
      ctx.addIssue({ code: 'custom', path: ['activityStart'], message: e.dateInvalid });
    }
    if (v.guarantor !== 'person' && v.guarantorMonthlyIncome !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['guarantorMonthlyIncome'],
        message: e.guarantorIncomeWithoutPerson,
      });
    }
  });
export type ScoringInput = z.input<typeof scoringInputSchema>;
export type ScoringFacts = z.output<typeof scoringInputSchema>;

const factSchema = z.object({ label: z.string(), value: z.string() });
export type ScoringFact = z.infer<typeof factSchema>;

export const scoringFactorSchema = z.object({
  id: z.enum(SCORING_FACTORS),
  label: z.string(),
  weight: z.number().int(),
  /** Null when the factor cannot be judged (no rent known): its weight leaves the total. */
  points: z.number().nullable(),
  facts: z.array(factSchema),
  advice: z.array(z.string()),
});
export type ScoringFactor = z.infer<typeof scoringFactorSchema>;

export const clientScoreSchema = z.object({
  id: z.uuid(),
  score: z.number().int().min(0).max(CLIENT_SCORE_MAX),
  factors: z.array(scoringFactorSchema),
  facts: scoringInputSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ClientScore = z.infer<typeof clientScoreSchema>;

export const scoringDocumentSchema = z.object({
  documentId: z.uuid(),
  fileName: z.string(),
  kind: z.enum(SCORING_DOCUMENT_KINDS).nullable(),
  facts: z.array(factSchema),
});
export type ScoringDocument = z.infer<typeof scoringDocumentSchema>;

export const scoringContextSchema = z.object({
  client: z.object({ id: z.uuid(), fullName: z.string(), clientScore: z.number().int().nullable() }),
  /** The facts read from the documents, for the agent to confirm. */
  proposal: scoringInputSchema,
  documents: z.array(scoringDocumentSchema),
  /** Rentals the client visited (history entries naming them), whose rent can be the reference. */
  rentals: z.array(z.object({ id: z.uuid(), name: z.string(), rent: z.number() })),
  history: z.array(clientScoreSchema),
});
export type ScoringContext = z.infer<typeof scoringContextSchema>;
