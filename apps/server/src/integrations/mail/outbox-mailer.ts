import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, Mailer } from './mailer';

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    });
  }
}
