import type { Db } from '../../db/client';
import type { MailConfig } from './mail.config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type { MailConfig } from './mail.config';
export type { MailMessage, Mailer } from './mailer';

/** SMTP when a server is configured, otherwise the outbox table (read at /dev/mailbox). */
export function createMailer(config: MailConfig, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new OutboxMailer(db);
}
