import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { AppDeps } from '../../src/deps';
import { createAiServices } from '../../src/integrations/ai';
import { OutboxMailer } from '../../src/integrations/mail/outbox-mailer';
import { createPaymentProvider } from '../../src/integrations/payments';
import { createSmsSender } from '../../src/integrations/sms';
import { APP_JOBS, InProcessJobQueue } from '../../src/jobs';
import { matchingListingEvents } from '../../src/modules/matching/listing-events';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage';
import { TestClient } from './test-client';
import { createTestDatabase } from './test-database';

/** Tests read the outbox table, not the log. */
const silentLog = { info() {} };

export const TEST_ADMIN_EMAIL = 'admin@test.immopilote.fr';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  db: Database['db'];
  baseUrl: string;
  config: Config;
  client(): TestClient;
  close(): Promise<void>;
}

/** The real app on a real port with a fresh database and a temporary storage folder. */
export async function startTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Pick<AppDeps, 'storage' | 'mailer' | 'payments' | 'sms'>> & {
    /** Another app's database: two API instances on one database (closed by its owner, not here). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmp,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    AUTH_RATE_LIMIT_MAX: '100000',
    DEV_MAILBOX: 'true',
    PUBLIC_URL: 'http://immopilote.test',
    ...env,
  });
  const database = overrides.database ?? (await createTestDatabase());
  // In this process on both backends, so a test can wait for its jobs (runUntilIdle) without
  // polling; pg-boss has its own tests (jobs.test.ts).
  // Periodic jobs run once at start, not again on their timers: the inbound mailboxes' pass every
  // 2 minutes would otherwise write the queue's table in the middle of a long file (fuzz digests).
  const jobs = new InProcessJobQueue(APP_JOBS, { repeat: false });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage: overrides.storage ?? new LocalDiskStorage(path.join(tmp, 'files')),
    mailer: overrides.mailer ?? new OutboxMailer(database.db, silentLog),
    sms: overrides.sms ?? createSmsSender(config.sms, database.db, silentLog),
    // The configured provider: the local one unless a test sets PAYMENTS_PROVIDER=stripe.
    payments: overrides.payments ?? createPaymentProvider(config.payments, database.db, config.publicUrl),
    jobs,
    listingEvents: matchingListingEvents(jobs),
    ai: createAiServices(config.ai),
  };
  const app = await buildApp(deps, { checkResponses: true });
  await deps.jobs.start(deps, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    deps,
    database,
    // The tests' own fixtures and checks: above the agency boundary, as the tables' owner.
    db: database.ownerDb,
    baseUrl,
    config,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await app.close();
      await deps.jobs.stop();
      if (!overrides.database) await database.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
