import type { Db } from '../../db/client';
import type { MailLog, MailMessage, Mailer } from './mailer';
import { insertOutboxMail } from './outbox.repo';

/**
 * No SMTP server: the message is written to the server log (the operator reads it there) and kept
 * in the outbox table, which only an administrator reads, in the app (`GET /api/admin/outbox`).
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxMail(this.db, message);
    this.log.info(
      {
        mail: {
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((a) => a.filename),
        },
      },
      'E-mail gardé dans la boîte d’envoi (aucun serveur SMTP configuré)',
    );
  }
}
