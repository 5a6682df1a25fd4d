import { z } from 'zod';
import { aiMessages } from '../messages/ai';
import { commonMessages } from '../messages/common';
import { numberField, optionalText, requiredText, storableString } from './fields';
import { propertySchema } from './properties';

/** The engines behind `AI_PROVIDER` (apps/server/src/integrations/ai). */
export const AI_PROVIDERS = ['builtin', 'openai-compatible', 'webhook'] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];

/** Spec 001 §9: 1 ok, 2 needs information, 3 error. */
export const AI_VALIDATION = { ok: 1, needsInfo: 2, error: 3 } as const;
const validationCode = numberField(z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** The text an AI engine may receive or write: storable, bounded. */
const aiText = (max: number) =>
  storableString()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/**
 * « AI listing result » of spec 001 §3, as every engine must answer it (the webhook's JSON, the
 * chat model's structured output): validated with this schema whatever the engine.
 */
export const listingAiResultSchema = z.object({
  validation: validationCode,
  nom: aiText(200),
  description: aiText(20_000),
  infoSup: aiText(2_000),
});
export type ListingAiResult = z.output<typeof listingAiResultSchema>;

/** « AI review result » of spec 001 §3. */
export const reviewAiResultSchema = z.object({
  validation: validationCode,
  review: aiText(20_000),
  positif: aiText(20_000),
  negatif: aiText(20_000),
  raison: aiText(2_000),
});
export type ReviewAiResult = z.output<typeof reviewAiResultSchema>;

// ---- listing optimiser ------------------------------------------------------------------------

export const INFO_SUP_MAX = 2_000;

/** The optimiser's request: nothing the first time, the user's supplementary text after validation 2. */
export const listingOptimizeRequestSchema = z.object({
  infoSup: storableString()
    .trim()
    .max(INFO_SUP_MAX, commonMessages.tooLong)
    .optional()
    .refine((v) => v === undefined || v.length > 0, aiMessages.infoSupRequired),
});

export const listingTextSchema = z.object({ name: z.string(), description: z.string() });

export const listingProposalSchema = z.object({
  validation: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  engine: z.enum(AI_PROVIDERS),
  original: listingTextSchema,
  /** Validation 1 only: the title and description offered, without the legal mentions (issue 26). */
  proposal: listingTextSchema.nullable(),
  /** Validation 2: what is missing, in French, for the « Informations manquantes » banner. */
  infoSup: z.string().nullable(),
  /**
   * Validation 1: the legal mentions of the current facts, shown beside the proposal; they go with
   * the ad wherever it is shown or exported, never into its text (a price cut would leave it stale).
   */
  addedLegalMentions: z.array(z.string()),
  /**
   * Validation 2 from the legal check (contracts `listingGaps`): the stored facts still missing,
   * filled in on the property's form (or, for the barème, in « Mon agence »).
   */
  missing: z.array(z.object({ key: z.string(), label: z.string() })),
  /** Validation 3: why nothing is offered, when the legal check refused the engine's answer. */
  reason: z.string().nullable(),
  /**
   * Validation 1: what the facts check changed in the engine's text to agree with the stored price,
   * surface, rooms and energy classes, in French (« Classe énergie corrigée… »). A job saved before
   * the check existed has none.
   */
  corrections: z.array(z.string()).default([]),
});
export type ListingProposal = z.infer<typeof listingProposalSchema>;

/** « Utiliser cette proposition »: the property's name and description are replaced. */
export const listingApplySchema = z.object({
  name: requiredText(200),
  description: optionalText(20_000),
});
export const appliedListingSchema = propertySchema;

// ---- review analysis --------------------------------------------------------------------------

export const REVIEWS_TEXT_MAX = 500_000;
/**
 * The JSON body that may carry REVIEWS_TEXT_MAX characters: a character takes at most 6 bytes in
 * JSON (a lone surrogate written `\udXXX`, or 3 bytes of UTF-8 per UTF-16 unit otherwise), plus room
 * for the other fields. The server's default JSON limit (1 MB) would refuse a long paste it allows.
 */
export const REVIEWS_BODY_MAX_BYTES = REVIEWS_TEXT_MAX * 6 + 64 * 1024;
export const REVIEWS_MAX = 2_000;

export const reviewAnalysisRequestSchema = z.object({
  agencyName: requiredText(200),
  address: optionalText(300),
  city: requiredText(120),
  /** Pasted reviews or the content of an imported CSV / text export. */
  reviewsText: storableString().max(REVIEWS_TEXT_MAX, commonMessages.tooLong).optional().default(''),
});
export type ReviewAnalysisRequest = z.input<typeof reviewAnalysisRequestSchema>;

export const REVIEW_SOURCES = ['pasted', 'google', 'google+pasted', 'provider'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const REVIEW_THEMES = [
  'accueil',
  'reactivite',
  'suivi',
  'professionnalisme',
  'honoraires',
  'visites',
  'estimation',
  'gestion',
] as const;
export type ReviewTheme = (typeof REVIEW_THEMES)[number];
export const REVIEW_THEME_LABELS: Record<ReviewTheme, string> = {
  accueil: 'Accueil',
  reactivite: 'Réactivité',
  suivi: 'Suivi',
  professionnalisme: 'Professionnalisme et conseil',
  honoraires: 'Honoraires',
  visites: 'Visites',
  estimation: 'Estimation',
  gestion: 'Gestion locative',
};

export const reviewThemeStatSchema = z.object({
  theme: z.enum(REVIEW_THEMES),
  label: z.string(),
  mentions: z.number().int(),
  positive: z.number().int(),
  negative: z.number().int(),
  positiveQuote: z.string().nullable(),
  negativeQuote: z.string().nullable(),
});
export type ReviewThemeStat = z.infer<typeof reviewThemeStatSchema>;

export const reviewMonthSchema = z.object({
  month: z.string(),
  count: z.number().int(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  averageRating: z.number().nullable(),
});

export const reviewStatsSchema = z.object({
  count: z.number().int(),
  rated: z.number().int(),
  averageRating: z.number().nullable(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  undated: z.number().int(),
  themes: z.array(reviewThemeStatSchema),
  months: z.array(reviewMonthSchema),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const reviewAnalysisSchema = z.object({
  /** Null when nothing was saved (validation 2 or 3). */
  id: z.uuid().nullable(),
  createdAt: z.string(),
  agencyName: z.string(),
  address: z.string().nullable(),
  city: z.string(),
  source: z.enum(REVIEW_SOURCES),
  engine: z.enum(AI_PROVIDERS),
  validation: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  review: z.string(),
  positif: z.string(),
  negatif: z.string(),
  raison: z.string(),
  stats: reviewStatsSchema,
});
export type ReviewAnalysis = z.infer<typeof reviewAnalysisSchema>;

export const reviewAnalysisSummarySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  agencyName: z.string(),
  city: z.string(),
  source: z.enum(REVIEW_SOURCES),
  count: z.number().int(),
  averageRating: z.number().nullable(),
  positive: z.number().int(),
  negative: z.number().int(),
});
export type ReviewAnalysisSummary = z.infer<typeof reviewAnalysisSummarySchema>;

export const reviewAnalysisListSchema = z.object({
  items: z.array(reviewAnalysisSummarySchema),
  /** Whether the server can fetch Google reviews (GOOGLE_PLACES_API_KEY set). */
  googlePlaces: z.boolean(),
});

// ---- settings and metering --------------------------------------------------------------------

export const aiUsageSchema = z.object({
  /** YYYY-MM, Paris time. */
  month: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;

export const aiSettingsSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  /** Whether the configured provider sends data outside our servers. */
  external: z.boolean(),
  externalEnabled: z.boolean(),
  usage: aiUsageSchema,
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/**
 * « Ce qui est envoyé »: what a call to the external provider sends, built by the API from a
 * sample listing and sample reviews and redacted as a real call is. Null texts: nothing leaves.
 */
export const aiRequestExampleSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  external: z.boolean(),
  /** The sample texts before redaction, to compare. */
  sampleDescription: z.string(),
  listing: z.string().nullable(),
  reviews: z.string().nullable(),
});
export type AiRequestExample = z.infer<typeof aiRequestExampleSchema>;

export const aiSettingsUpdateSchema = z.object({
  externalEnabled: z.boolean({ error: commonMessages.invalidData }),
});

// ---- AI calls in the jobs room ----------------------------------------------------------------

export const AI_TASKS = ['listing', 'reviews'] as const;
export type AiTask = (typeof AI_TASKS)[number];
export const AI_JOB_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type AiJobStatus = (typeof AI_JOB_STATUSES)[number];

const aiJobBase = {
  /** Null when the answer needed no call (the legal check found facts missing). */
  id: z.uuid().nullable(),
  status: z.enum(AI_JOB_STATUSES),
  /** Failed: the French reason (provider down, slow, invalid answer). */
  error: z.string().nullable(),
};
/**
 * An AI call: answered at once when short (the built-in engine), otherwise « running » in the jobs
 * room, polled by the browser until it is done, failed or cancelled.
 */
export const listingJobSchema = z.object({
  ...aiJobBase,
  task: z.literal('listing'),
  result: listingProposalSchema.nullable(),
});
export const reviewsJobSchema = z.object({
  ...aiJobBase,
  task: z.literal('reviews'),
  result: reviewAnalysisSchema.nullable(),
});
export const aiJobSchema = z.discriminatedUnion('task', [listingJobSchema, reviewsJobSchema]);
export type ListingJob = z.infer<typeof listingJobSchema>;
export type ReviewsJob = z.infer<typeof reviewsJobSchema>;
export type AiJob = z.infer<typeof aiJobSchema>;
