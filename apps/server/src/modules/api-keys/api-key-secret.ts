import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@immopilote/contracts';

/** `ip_live_` then 32 random bytes in base64url: 256 bits, so a plain SHA-256 is enough to store it. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Only this is stored: the database alone gives no key. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** What the list shows to tell keys apart. */
export const shownPrefix = (secret: string) => secret.slice(0, API_KEY_SHOWN_CHARS);

/** A well-formed key (checked before any database read: garbage costs no query). */
export const looksLikeApiKey = (value: string) => /^ip_live_[A-Za-z0-9_-]{43}$/.test(value);

/** The secret of an `Authorization: Bearer …` header, or null for any other header. */
export function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The start of the minute a request is counted in. */
export const windowStartOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/** Seconds until the next minute window opens (at least 1): the 429's Retry-After. */
export const secondsToNextWindow = (now: Date) =>
  Math.max(1, Math.ceil((60_000 - (now.getTime() % 60_000)) / 1000));

/** A key's scope check: `listings:write` does not imply `listings:read` (each is ticked on its own). */
export const keyHasScope = (scopes: readonly string[], scope: string) => scopes.includes(scope);
