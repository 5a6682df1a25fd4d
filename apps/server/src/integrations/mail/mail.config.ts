import { z } from 'zod';
import { envFlag, type NodeEnv } from '../../env';

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
  /** Whether /dev/mailbox shows the outbox. */
  devMailbox: boolean;
}

export function mailConfig(env: z.infer<typeof mailEnv>, nodeEnv: NodeEnv): MailConfig {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    // The outbox viewer exists so a fresh install can follow reset links; never with real mail or in production.
    devMailbox: env.DEV_MAILBOX ?? (!env.SMTP_URL && nodeEnv !== 'production'),
  };
}
