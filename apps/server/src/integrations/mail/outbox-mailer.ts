import type { Db } from '../../db/client';
import type { MailMessage, Mailer } from './mailer';
import { insertOutboxMail } from './outbox.repo';

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxMail(this.db, message);
  }
}
