import type { Config } from './config';
import type { Db } from './db/client';
import { OutboxMailer } from './integrations/mail/outbox-mailer';
import { SmtpMailer } from './integrations/mail/smtp-mailer';
import { createPdfTextExtractor } from './integrations/ocr';
import { LocalPaymentProvider } from './integrations/payments/local-payment-provider';
import { LocalDiskStorage } from './storage/local-disk-storage';
import { S3Storage } from './storage/s3-storage';
import type { AppDeps } from './deps';

/** Picks each adapter once from validated configuration; business code never knows which one answers. */
export function createProviders(
  config: Config,
  db: Db,
): Pick<AppDeps, 'storage' | 'mailer' | 'payments' | 'ocr'> {
  return {
    storage:
      config.storage.driver === 's3'
        ? new S3Storage(config.storage)
        : new LocalDiskStorage(config.storage.root),
    mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db),
    payments: new LocalPaymentProvider(),
    ocr: createPdfTextExtractor(config),
  };
}
