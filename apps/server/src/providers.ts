import type { Config } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import { createAiServices } from './integrations/ai';
import { createMailer, type MailLog } from './integrations/mail';
import { createPdfTextExtractor } from './integrations/ocr';
import { createPaymentProvider } from './integrations/payments';
import { createSmsSender } from './integrations/sms';
import { createStorage } from './storage/create-storage';

/**
 * Assembles one adapter per family from its slice of the validated configuration; each family
 * owns its variables (`<family>.config.ts`) and its factory. Business code never knows which
 * adapter answers.
 */
export async function createProviders(
  config: Config,
  db: Db,
  log: MailLog,
): Promise<Pick<AppDeps, 'storage' | 'mailer' | 'payments' | 'ocr' | 'ai' | 'sms'>> {
  return {
    storage: await createStorage(config.storage),
    mailer: createMailer(config.mail, db, log),
    sms: createSmsSender(config.sms, db, log),
    payments: createPaymentProvider(config.payments, db, config.publicUrl),
    ocr: createPdfTextExtractor(config.ocr),
    ai: createAiServices(config.ai),
  };
}
