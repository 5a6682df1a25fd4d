import { z } from 'zod';
import { envFlag } from '../../env';

/** The variables the mail family reads. */
export const mailEnv = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ImmoPilote <no-reply@immopilote.localhost>'),
  DEV_MAILBOX: envFlag.optional(),
});

export interface MailConfig {
  /** SMTP when set; otherwise messages go to the outbox table. */
  smtpUrl: string | undefined;
  from: string;
  /** Whether the development viewer (/dev/mailbox, loopback only) exists. */
  devMailbox: boolean;
}

export function mailConfig(env: z.infer<typeof mailEnv>): MailConfig {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    // Only when asked for: the outbox holds password-reset links, so a viewer that a default start
    // left open would let anyone on the network take over any account. The administrator reads the
    // outbox in the app; the viewer is for a developer's own machine (loopback requests only).
    devMailbox: env.DEV_MAILBOX === true,
  };
}
