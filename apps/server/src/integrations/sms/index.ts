import type { Db } from '../../db/client';
import { HttpSmsSender } from './http-sms';
import { OutboxSmsSender } from './outbox-sms';
import type { SmsConfig } from './sms.config';
import type { SmsLog, SmsSender } from './sms-sender';

export type { SmsConfig } from './sms.config';
export type { SmsLog, SmsMessage, SmsSender } from './sms-sender';

/** The HTTP gateway when configured, otherwise the server log and the outbox table (read by administrators). */
export function createSmsSender(config: SmsConfig, db: Db, log: SmsLog): SmsSender {
  return config.httpUrl
    ? new HttpSmsSender(config.httpUrl, config.httpToken, config.sender)
    : new OutboxSmsSender(db, log);
}
