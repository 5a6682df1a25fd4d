import { emailVerificationMessages } from '@immopilote/contracts';
import { spendAttempt } from '../../auth/attempts';
import type { UserScope } from '../../auth/context';
import { hashToken, newToken } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import {
  consumeVerificationToken,
  insertVerificationToken,
  lockUser,
  recentVerificationLinks,
} from './email-verification.repo';
import { LINK_MAIL_HOUR_MS, type LinkMailVerdict, linkMailVerdict } from './mail-link-limits';
import { verifyEmailMail } from './verify-email-mail';

/** A confirmation link is valid 24 hours (issue 25). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;

type SendOutcome = LinkMailVerdict | { send: false; reason: 'already-verified' | 'no-account' };

/**
 * Mails a confirmation link to the account's address unless the limits of mail-link-limits.ts say
 * no; decided under the account row's lock so two requests at once cannot both pass the count.
 */
export async function sendVerificationLink(deps: AppDeps, userId: string): Promise<SendOutcome> {
  const token = newToken();
  const tokenId = hashToken(token);
  const decided = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return { outcome: { send: false, reason: 'no-account' } as const };
    if (user.emailVerifiedAt) return { outcome: { send: false, reason: 'already-verified' } as const };
    const now = new Date();
    const sent = await recentVerificationLinks(tx, userId, new Date(now.getTime() - LINK_MAIL_HOUR_MS));
    const verdict = linkMailVerdict(sent, now);
    if (!verdict.send) return { outcome: verdict };
    await insertVerificationToken(tx, {
      id: tokenId,
      userId,
      email: user.email,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
    return { outcome: verdict, to: user.email };
  });
  if (decided.outcome.send && decided.to) {
    const link = `${deps.config.publicUrl}/verify-email#token=${token}`;
    // Keyed by the token: one link is mailed once whatever the retries.
    await deps.jobs.enqueue(sendMailJob, { to: decided.to, ...verifyEmailMail(link) }, { key: tokenId });
  }
  return decided.outcome;
}

/** « Renvoyer le lien »: the person learns why nothing was sent (it is their own account). */
export async function resendVerificationLink(deps: AppDeps, scope: UserScope): Promise<void> {
  const outcome = await sendVerificationLink(deps, scope.userId);
  if (outcome.send) return;
  switch (outcome.reason) {
    case 'already-verified':
    case 'no-account':
      throw new AppError('CONFLICT', emailVerificationMessages.alreadyVerified);
    case 'recently-sent':
      throw new AppError('RATE_LIMITED', emailVerificationMessages.recentlySent, undefined, {
        retryAfterSeconds: outcome.retryAfterSeconds,
      });
    case 'hourly-limit':
      throw new AppError('RATE_LIMITED', emailVerificationMessages.hourlyLimit, undefined, {
        retryAfterSeconds: outcome.retryAfterSeconds,
      });
  }
}

/** Following the link proves the address; it spends an attempt of the IP's budget like a reset link. */
export async function verifyEmail(deps: AppDeps, { token, ip }: { token: string; ip: string }) {
  await spendAttempt(deps, { ip });
  const userId = await deps.db.transaction((tx) => consumeVerificationToken(tx, hashToken(token)));
  if (!userId) throw new AppError('INVALID_VERIFICATION_LINK', emailVerificationMessages.invalidLink);
}
