import type { Db } from '../../db/client';
import { insertOutboxSms } from './outbox.repo';
import type { SmsLog, SmsMessage, SmsSender } from './sms-sender';

/**
 * No SMS gateway: the message is written to the server log and kept in the outbox table, which only
 * an administrator reads (`GET /api/admin/sms-outbox`). The signing page then offers the e-mail
 * code only (`smsAvailable` is false): a code nobody receives is not an identity check.
 */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly log: SmsLog,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxSms(this.db, message);
    this.log.info(
      { sms: { to: message.to, text: message.text } },
      'SMS gardé dans la boîte d’envoi (aucune passerelle SMS configurée)',
    );
  }
}
