import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { CLIENT_SCORE_MAX, HISTORY_TYPES } from '../constants';
import { clientMessages } from '../messages/clients';
import { commonMessages } from '../messages/common';
import { privacyMessages } from '../messages/privacy';
import { CANDIDATE_STATUSES, CLIENT_ROLES } from '../privacy/retention';
import {
  emailField,
  numberField,
  optionalPhoneField,
  optionalText,
  requiredText,
  searchQueryField,
  storableString,
} from './fields';
import { storedDocumentSchema } from './properties';

const optionalDate = storableString()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), commonMessages.invalidDate)
  .optional()
  .transform((v) => (v ? v : null));

const roleField = z.enum(CLIENT_ROLES, { error: privacyMessages.unknownRole });
const candidateStatusField = z.enum(CANDIDATE_STATUSES, { error: privacyMessages.candidateNeedsStatus });

/**
 * The client's editable fields (spec 001 §3): full name, first name and e-mail are required (§5).
 * Roles, the candidate's status and the lease end (issue 15) decide how long documents are kept,
 * so they must agree: only a candidate has a status, and every candidate has one; only a tenant or
 * a retained candidate has a lease end.
 */
const clientFieldsSchema = z.object({
  fullName: requiredText(200),
  firstName: requiredText(100),
  email: emailField,
  phone: optionalPhoneField,
  birthDate: optionalDate,
  nationality: optionalText(100),
  maritalStatus: optionalText(100),
  profession: optionalText(200),
  address: optionalText(1000),
  notes: optionalText(20_000),
  roles: z
    .array(roleField)
    .max(CLIENT_ROLES.length)
    .optional()
    .default([])
    .transform((roles) => CLIENT_ROLES.filter((r) => roles.includes(r))),
  candidateStatus: z
    .union([candidateStatusField, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  leaseEndsOn: optionalDate,
});

export const clientInputSchema = clientFieldsSchema.superRefine((value, ctx) => {
  const candidate = value.roles.includes('candidat_locataire');
  if (candidate && !value.candidateStatus) {
    ctx.addIssue({
      code: 'custom',
      path: ['candidateStatus'],
      message: privacyMessages.candidateNeedsStatus,
    });
  }
  if (!candidate && value.candidateStatus) {
    ctx.addIssue({
      code: 'custom',
      path: ['candidateStatus'],
      message: privacyMessages.statusNeedsCandidate,
    });
  }
  const leased = value.roles.includes('locataire') || value.candidateStatus === 'retenu';
  if (!leased && value.leaseEndsOn) {
    ctx.addIssue({ code: 'custom', path: ['leaseEndsOn'], message: privacyMessages.leaseNeedsTenant });
  }
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  profession: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  clientScore: z.number().int().min(0).max(CLIENT_SCORE_MAX).nullable(),
  roles: z.array(z.enum(CLIENT_ROLES)),
  candidateStatus: z.enum(CANDIDATE_STATUSES).nullable(),
  candidateStatusChangedAt: z.string().nullable(),
  leaseEndsOn: z.string().nullable(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** A client's document also says when the retention rules delete it (null: kept while its purpose holds). */
export const clientDocumentSchema = storedDocumentSchema.extend({ deleteAfter: z.string().nullable() });
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

/** The client page: the client and its documents. */
export const clientDetailSchema = clientSchema.extend({ documents: z.array(clientDocumentSchema) });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const CLIENT_PAGE_SIZE = 24;

export const clientListQuerySchema = z.object({
  q: searchQueryField(200).optional().default(''),
  page: numberField(z.number().int().min(1).max(100_000)).optional().default(1),
  pageSize: numberField(z.number().int().min(1).max(100)).optional().default(CLIENT_PAGE_SIZE),
  role: z.enum(CLIENT_ROLES, { error: privacyMessages.unknownRole }).optional(),
  candidateStatus: z.enum(CANDIDATE_STATUSES, { error: privacyMessages.candidateNeedsStatus }).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** Letters typed before the visit form's client search asks the server. */
export const CLIENT_SEARCH_MIN_CHARS = 3;
/** Matches the client search returns: a picker, not a directory. */
export const CLIENT_SEARCH_LIMIT = 20;

/** The client search of the visit form: at least three characters, so the directory is never listed whole. */
export const clientSearchQuerySchema = z.object({
  q: searchQueryField(200).min(CLIENT_SEARCH_MIN_CHARS, clientMessages.searchTooShort),
});
export type ClientSearchQuery = z.input<typeof clientSearchQuerySchema>;

/**
 * A directory row: the client and the day of their last contact, the most recent history entry
 * naming them dated today or earlier (YYYY-MM-DD; null when none).
 */
export const clientListItemSchema = clientSchema.extend({ lastContactOn: z.string().nullable() });
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientListSchema = z.object({
  items: z.array(clientListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientList = z.infer<typeof clientListSchema>;

/** A history entry naming the client (a visit, a check-in), with the property it concerns. */
export const clientVisitSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  type: z.enum(HISTORY_TYPES),
  date: z.string(),
  startTime: z.string().nullable(),
  description: z.string(),
  /** The client's interest as the agent noted it, 0–5 (spec 000 §5); null when not noted. */
  clientNote: z.number().int().nullable(),
});
export type ClientVisit = z.infer<typeof clientVisitSchema>;

/** The record's visits, and its « Dernier contact » by the directory's rule (null when none). */
export const clientVisitListSchema = z.object({
  items: z.array(clientVisitSchema),
  lastContactOn: z.string().nullable(),
});
export type ClientVisitList = z.infer<typeof clientVisitListSchema>;

/**
 * Digits only, with an international French prefix (+33 or 0033) folded to 0, so
 * "+33 6 12.34", "06 12 34" and "0612" all meet in the directory search.
 */
export function normalizePhoneDigits(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (/^\+\s*33/.test(trimmed)) return `0${digits.slice(2)}`.replace(/^00/, '0');
  if (/^0033/.test(digits)) return `0${digits.slice(4)}`.replace(/^00/, '0');
  return digits;
}
