import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AiServices } from './integrations/ai';
import type { Mailer } from './integrations/mail';
import type { PdfTextExtractor } from './integrations/ocr';
import type { PaymentProvider } from './integrations/payments';
import type { SmsSender } from './integrations/sms';
import type { JobQueue } from './jobs';
import type { ListingEvents } from './listing-events';
import type { ObjectStorage } from './storage/storage';

/** Everything a module may use; chosen once at start-up (main.ts) or by a test. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  storage: ObjectStorage;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Text messages (signing codes): an HTTP gateway, or the outbox table and the server log. */
  sms: SmsSender;
  /** Work that outlives a request (e-mails, purges, AI calls, exports): the queue of `jobs/`. */
  jobs: JobQueue;
  /** AI engines (`integrations/ai`): the configured provider, the built-in one, Google reviews. */
  ai: AiServices;
  /** Listing events told by the properties module (created, price drop, back on the market…): matching listens. */
  listingEvents: ListingEvents;
  /** PDF text extraction; created from config by the documents module when not given. */
  ocr?: PdfTextExtractor;
}
