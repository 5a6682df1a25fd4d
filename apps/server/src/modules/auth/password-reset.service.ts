import { hashToken, newToken } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { findUserByEmail } from './accounts.repo';
import { lockUser } from './email-verification.repo';
import { LINK_MAIL_HOUR_MS, linkMailVerdict } from './mail-link-limits';
import { insertResetToken, recentResetLinks } from './password-reset.repo';
import { resetPasswordMail } from './reset-password-mail';

/**
 * Run by the password-reset-link job, after the request has been answered: whether the account
 * exists is decided here, so the request takes the same time either way. An unknown address, an
 * address nobody has proven to own, and an account that was sent a link too recently or too often
 * (mail-link-limits.ts) get nothing, and the requester cannot tell which.
 */
export async function sendPasswordResetLink(deps: AppDeps, { email }: { email: string }): Promise<void> {
  const found = await findUserByEmail(deps.db, email);
  if (!found) return;
  const token = newToken();
  const tokenId = hashToken(token);
  const to = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, found.id);
    if (!user?.emailVerifiedAt) return null;
    const now = new Date();
    const sent = await recentResetLinks(tx, user.id, new Date(now.getTime() - LINK_MAIL_HOUR_MS));
    if (!linkMailVerdict(sent, now).send) return null;
    await insertResetToken(tx, {
      id: tokenId,
      userId: user.id,
      expiresAt: new Date(now.getTime() + deps.config.passwordResetTtlMs),
    });
    return user.email;
  });
  if (!to) return;
  const link = `${deps.config.publicUrl}/update-password#token=${token}`;
  // The token's id keys the mail job, so one link is sent once whatever the retries.
  await deps.jobs.enqueue(
    sendMailJob,
    { to, ...resetPasswordMail(link, deps.config.passwordResetTtlMs) },
    { key: tokenId },
  );
}
