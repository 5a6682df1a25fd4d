import { z } from 'zod';
import { commonMessages } from '../messages/common';
import {
  SIGNATURE_CODE_CHANNELS,
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_DOCUMENT_KINDS,
  SIGNATURE_EVENT_KINDS,
  SIGNATURE_IMAGE_MAX_BYTES,
  SIGNATURE_REFUSAL_MAX,
  SIGNATURE_REQUEST_STATUSES,
  SIGNER_METHODS,
  SIGNER_ROLES,
  SIGNER_STATUSES,
} from '../signatures/constants';
import { requiredText, storableString } from './fields';

/**
 * Wire shapes of the signature service (issue 30). Messages of these schemas are the generic ones:
 * the server's French errors for each rule live in `messages/signatures.ts`.
 */

export const signerSummarySchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  role: z.enum(SIGNER_ROLES),
  name: z.string(),
  /** Masked for anyone but the agency (« j•••@exemple.fr »). */
  email: z.string(),
  status: z.enum(SIGNER_STATUSES),
  method: z.enum(SIGNER_METHODS).nullable(),
  /** The signer whose turn it is (the first `waiting` one while the request is pending). */
  current: z.boolean(),
  signedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
});
export type SignerSummary = z.infer<typeof signerSummarySchema>;

export const signatureRequestSummarySchema = z.object({
  id: z.uuid(),
  documentKind: z.enum(SIGNATURE_DOCUMENT_KINDS),
  subjectId: z.uuid(),
  title: z.string(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedReason: z.string().nullable(),
  signers: z.array(signerSummarySchema),
});
export type SignatureRequestSummary = z.infer<typeof signatureRequestSummarySchema>;

export const signatureEventSchema = z.object({
  kind: z.enum(SIGNATURE_EVENT_KINDS),
  at: z.string(),
  signerName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type SignatureEvent = z.infer<typeof signatureEventSchema>;

export const signatureRequestSchema = signatureRequestSummarySchema.extend({
  originalSha256: z.string(),
  sealedSha256: z.string().nullable(),
  events: z.array(signatureEventSchema),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

export const signatureListQuerySchema = z.object({
  status: z.enum(SIGNATURE_REQUEST_STATUSES).optional(),
});
export const signatureListSchema = z.object({ items: z.array(signatureRequestSummarySchema) });

export const signerParams = z.object({
  id: z.uuid(commonMessages.notFound),
  signerId: z.uuid(commonMessages.notFound),
});

export const SIGNATURE_FILES = ['original', 'sealed', 'proof-pdf', 'proof-json'] as const;
export type SignatureFile = (typeof SIGNATURE_FILES)[number];
export const signatureFileParams = z.object({
  id: z.uuid(commonMessages.notFound),
  file: z.enum(SIGNATURE_FILES, commonMessages.notFound),
});

/** « Signer sur cet appareil »: the signing page's address, opened at once on the agent's device. */
export const deviceSessionSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const signatureCancelSchema = z.object({ reason: requiredText(SIGNATURE_REFUSAL_MAX) });

/** « Vérifier un document »: an original sealed by this agency, an altered copy, or a file it never sealed. */
export const SIGNATURE_VERIFY_OUTCOMES = ['original', 'altered', 'unknown'] as const;
export type SignatureVerifyOutcome = (typeof SIGNATURE_VERIFY_OUTCOMES)[number];
export const signatureVerifyResultSchema = z.object({
  outcome: z.enum(SIGNATURE_VERIFY_OUTCOMES),
  sha256: z.string(),
  /** The request the file is (or claims to be) the sealed PDF of, when this agency made it. */
  request: signatureRequestSummarySchema.nullable(),
});
export type SignatureVerifyResult = z.infer<typeof signatureVerifyResultSchema>;

// The signing page (public, by the secret of a link or of the agent's device).

export const signingTokenParams = z.object({ token: z.string().min(1).max(200) });

/** What the signing page shows; the document itself only once the code is verified. */
export const signingSessionSchema = z.object({
  title: z.string(),
  agencyName: z.string(),
  documentKind: z.enum(SIGNATURE_DOCUMENT_KINDS),
  signerName: z.string(),
  role: z.enum(SIGNER_ROLES),
  position: z.number().int(),
  signerCount: z.number().int(),
  method: z.enum(SIGNER_METHODS),
  /**
   * - `ready`: this signer's turn; `signed` / `refused`: done by this signer;
   * - `closed`: the request ended (completed by all, refused, locked or cancelled).
   */
  state: z.enum(['ready', 'signed', 'refused', 'closed']),
  requestStatus: z.enum(SIGNATURE_REQUEST_STATUSES),
  codeVerified: z.boolean(),
  /** Where the last code went, masked; null before the first one. */
  codeDestination: z.string().nullable(),
  codeChannels: z.array(z.enum(SIGNATURE_CODE_CHANNELS)),
  attemptsLeft: z.number().int(),
  pageCount: z.number().int(),
  consentText: z.string(),
  offersEarlyStart: z.boolean(),
  /** Loi Hamon: the days the mandator may retract, when the right applies; the form is in the document. */
  retractionDays: z.number().int().nullable(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;

export const signingCodeRequestSchema = z.object({
  channel: z.enum(SIGNATURE_CODE_CHANNELS).default('email'),
});
export const signingCodeSentSchema = z.object({ destination: z.string(), expiresAt: z.string() });

export const signingCodeSchema = z.object({
  code: storableString({ error: commonMessages.required })
    .trim()
    .regex(new RegExp(`^\\d{${SIGNATURE_CODE_LENGTH}}$`), commonMessages.invalidData),
});

/** A PNG as a data URL, from the drawing pad; the server decodes, checks and re-encodes it. */
const drawnMarkSchema = z.object({
  kind: z.literal('drawn'),
  image: z
    .string()
    .max(Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 64, commonMessages.tooLong)
    .startsWith('data:image/png;base64,', commonMessages.invalidData),
});
const typedMarkSchema = z.object({ kind: z.literal('typed'), text: requiredText(120) });

export const signingSignSchema = z.object({
  consent: z.literal(true, commonMessages.required),
  mark: z.discriminatedUnion('kind', [drawnMarkSchema, typedMarkSchema]),
  earlyStart: z.boolean().default(false),
});
export type SigningSignInput = z.input<typeof signingSignSchema>;

export const signingRefuseSchema = z.object({ reason: requiredText(SIGNATURE_REFUSAL_MAX) });

export const signingResultSchema = z.object({
  state: z.enum(['signed', 'refused']),
  requestStatus: z.enum(SIGNATURE_REQUEST_STATUSES),
});
