import { z } from 'zod';
import { API_SCOPES, type ApiScope } from '../connect/constants';
import { addMonthsToDate, parisToday } from '../format';
import { apiKeyMessages } from '../messages/api-keys';
import { calendarDateField, numberField, requiredText } from './fields';

const m = apiKeyMessages.errors;

/** What every secret starts with: `ip_live_` then 32 random bytes in base64url (43 characters). */
export const API_KEY_PREFIX = 'ip_live_';
/** How many characters of a key the list shows (the prefix and 6 of the random part). */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;
/** A key lives two years at most: a forgotten integration does not keep access for ever. */
export const API_KEY_MAX_MONTHS = 24;
export const API_KEY_DEFAULT_RATE = 120;
export const API_KEY_MAX_RATE = 10_000;
/** Active keys per agency: enough for every tool, not a table an attacker can fill. */
export const API_KEYS_PER_AGENCY_MAX = 50;

export const apiScopeField = z.enum(API_SCOPES as unknown as [ApiScope, ...ApiScope[]], {
  error: m.scopeInvalid,
});

export const apiKeyCreateSchema = z
  .object({
    name: requiredText(100),
    scopes: z
      .array(apiScopeField, { error: m.scopesRequired })
      .min(1, m.scopesRequired)
      .max(API_SCOPES.length)
      .transform((scopes) => [...new Set(scopes)]),
    /** The last day the key works (Europe/Paris), or none. */
    expiresOn: z.preprocess((v) => (v === '' ? null : v), calendarDateField().nullable().default(null)),
    rateLimitPerMinute: numberField(
      z
        .number({ error: m.rateLimitInvalid })
        .int(m.rateLimitInvalid)
        .min(1, m.rateLimitInvalid)
        .max(API_KEY_MAX_RATE, m.rateLimitInvalid),
    ).default(API_KEY_DEFAULT_RATE),
  })
  .superRefine((v, ctx) => {
    if (v.expiresOn === null) return;
    const today = parisToday();
    if (v.expiresOn < today) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: m.expiryPast });
    else if (v.expiresOn > addMonthsToDate(today, API_KEY_MAX_MONTHS))
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: m.expiryTooFar });
  });
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (`ip_live_AbC1dE`). */
  prefix: z.string(),
  scopes: z.array(z.string()),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
  /** The last day the key works (YYYY-MM-DD), or null for a key without expiry. */
  expiresOn: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'revoked', 'expired']),
  createdByName: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a creation: the only time the secret is shown. */
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
