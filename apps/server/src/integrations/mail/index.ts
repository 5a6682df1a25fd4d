import type { Db } from '../../db/client';
import type { MailConfig } from './mail.config';
import type { MailLog, Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type { MailConfig } from './mail.config';
export type { MailLog, MailMessage, Mailer } from './mailer';

/** SMTP when a server is configured, otherwise the server log and the outbox table (read by administrators). */
export function createMailer(config: MailConfig, db: Db, log: MailLog): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new OutboxMailer(db, log);
}
