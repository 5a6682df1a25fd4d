import { hashToken, newToken } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { findUserByEmail } from './accounts.repo';
import { insertResetToken } from './password-reset.repo';
import { resetPasswordMail } from './reset-password-mail';

/**
 * Run by the password-reset-link job, after the request has been answered: whether the account
 * exists is decided here, so the request takes the same time either way. An unknown address
 * gets nothing.
 */
export async function sendPasswordResetLink(deps: AppDeps, { email }: { email: string }): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  const tokenId = hashToken(token);
  await insertResetToken(deps.db, {
    id: tokenId,
    userId: user.id,
    expiresAt: new Date(Date.now() + deps.config.passwordResetTtlMs),
  });
  const link = `${deps.config.publicUrl}/update-password#token=${token}`;
  // The token's id keys the mail job, so one link is sent once whatever the retries.
  await deps.jobs.enqueue(
    sendMailJob,
    { to: user.email, ...resetPasswordMail(link, deps.config.passwordResetTtlMs) },
    { key: tokenId },
  );
}
