/**
 * How often a link may be mailed to one account (issue 25, reset-mail bombing): at most 3 an hour,
 * and none while a link sent less than 5 minutes ago is still usable. The same rule holds for
 * password-reset links and e-mail confirmation links, each counted on its own.
 */
export const LINK_MAILS_PER_HOUR = 3;
export const LINK_MAIL_GAP_MS = 5 * 60_000;
export const LINK_MAIL_HOUR_MS = 60 * 60_000;

export interface SentLink {
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export type LinkMailVerdict =
  | { send: true }
  | { send: false; reason: 'recently-sent' | 'hourly-limit'; retryAfterSeconds: number };

/** `sent`: the account's links of this kind created within the last hour. */
export function linkMailVerdict(sent: readonly SentLink[], now: Date): LinkMailVerdict {
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const recentUsable = sent.filter(
    (link) =>
      !link.usedAt && link.expiresAt > now && now.getTime() - link.createdAt.getTime() < LINK_MAIL_GAP_MS,
  );
  if (recentUsable.length > 0) {
    const newest = Math.max(...recentUsable.map((link) => link.createdAt.getTime()));
    return {
      send: false,
      reason: 'recently-sent',
      retryAfterSeconds: seconds(newest + LINK_MAIL_GAP_MS - now.getTime()),
    };
  }
  const inHour = sent.filter((link) => now.getTime() - link.createdAt.getTime() < LINK_MAIL_HOUR_MS);
  if (inHour.length >= LINK_MAILS_PER_HOUR) {
    const oldest = Math.min(...inHour.map((link) => link.createdAt.getTime()));
    return {
      send: false,
      reason: 'hourly-limit',
      retryAfterSeconds: seconds(oldest + LINK_MAIL_HOUR_MS - now.getTime()),
    };
  }
  return { send: true };
}
