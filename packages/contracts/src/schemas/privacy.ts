import { z } from 'zod';
import { privacyMessages } from '../messages/privacy';
import { CLIENT_DOCUMENT_TYPES } from '../privacy/document-types';
import { PURGE_LOG_KINDS, RETENTION_BOUNDS } from '../privacy/retention';
import { numberField } from './fields';

/** A whole number from JSON or the form's decimal text, within the bounds. */
const bounded = (bounds: { min: number; max: number }) => {
  const message = privacyMessages.outOfBounds(bounds.min, bounds.max);
  return numberField(
    z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message),
  );
};

/** The head's retention periods, within the legal bounds (issue 15, part 3). */
export const retentionSettingsInputSchema = z.object({
  rejectedCandidateMonths: bounded(RETENTION_BOUNDS.rejectedCandidateMonths),
  tenantFileYears: bounded(RETENTION_BOUNDS.tenantFileYears),
  contractYears: bounded(RETENTION_BOUNDS.contractYears),
});
export type RetentionSettingsInput = z.input<typeof retentionSettingsInputSchema>;

export const privacySettingsSchema = z.object({
  retention: z.object({
    rejectedCandidateMonths: z.number().int(),
    tenantFileYears: z.number().int(),
    contractYears: z.number().int(),
  }),
  /** The information notice's public address (unguessable token). */
  noticePath: z.string(),
  /** The retention clock (real time plus a demonstration offset outside production). */
  now: z.string(),
  clockEnabled: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const purgeLogEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  kind: z.enum(PURGE_LOG_KINDS),
  /** The member who asked (erasure), null for the daily purge. */
  actorName: z.string().nullable(),
  /** A short reference of the client (never a name: the log must not keep what was erased). */
  clientRef: z.string(),
  documentType: z.string().nullable(),
  documentsDeleted: z.number().int(),
  historyAnonymised: z.number().int(),
});
export type PurgeLogEntry = z.infer<typeof purgeLogEntrySchema>;
export const purgeLogSchema = z.object({ items: z.array(purgeLogEntrySchema) });

export const advanceRetentionClockSchema = z.object({
  days: bounded({ min: 1, max: 3650 }),
});

/** What the public notice shows: the agency's details and its retention periods. */
export const privacyNoticeSchema = z.object({
  agencyName: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  retention: privacySettingsSchema.shape.retention,
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const noticeTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, privacyMessages.noticeNotFound),
});

/** A client document's type: one of the closed list, or a French refusal. */
export const clientDocumentTypeField = z.enum(CLIENT_DOCUMENT_TYPES, {
  error: privacyMessages.documentTypeUnknown,
});
