import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { type Database, migrateDatabase } from '../apps/server/src/db/client';
import type { AppDeps } from '../apps/server/src/deps';
import { createAiServices } from '../apps/server/src/integrations/ai';
import { OutboxMailer } from '../apps/server/src/integrations/mail/outbox-mailer';
import { OutboxSmsSender } from '../apps/server/src/integrations/sms/outbox-sms';
import { LocalPaymentProvider } from '../apps/server/src/integrations/payments/local-payment-provider';
import { APP_JOBS, InProcessJobQueue } from '../apps/server/src/jobs';
import { runDailyDigests } from '../apps/server/src/modules/matching/alert-dispatch';
import { matchingListingEvents } from '../apps/server/src/modules/matching/listing-events';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk-storage';
import { createAgencyWithBoss } from '../apps/server/test/factories';
import { openScratchDatabase } from './support/scratch-database';

/**
 * Issue 28 scale: the daily digest for 2,000 searches (2,000 clients who consent, 3 full matches
 * each, all due at 08:00 Paris) finishes in ≤ 30 s: the pass that records what goes (one
 * transaction for the agency), then the 2,000 e-mails rendered and written to the outbox. PGlite in
 * memory, or a scratch database on the PostgreSQL server of DATABASE_URL. Printed, never asserted.
 */
const SEARCHES = 2_000;
const MATCHES_EACH = 3;
const PROPERTIES = 600;
const TARGET_SECONDS = 30;

async function seed(database: Database, agencyId: string) {
  const db = database.ownerDb;
  await db.execute(sql`
    insert into properties (agency_id, name, type, price, address, city, zip, status, kind, surface_habitable, rooms, dpe_class)
    select ${agencyId}, 'Appartement T' || (1 + g % 5) || ' n° ' || g, 'Vente', 150000 + (g * 37) % 150000,
           (1 + g % 150) || ' rue Victor Hugo', 'Toulon', '83000', 'Disponible', 'appartement', 40 + g % 60, 1 + g % 5,
           (array['A','B','C','D','E'])[1 + g % 5]
    from generate_series(0, ${PROPERTIES - 1}) g`);
  await db.execute(sql`
    insert into clients (agency_id, full_name, first_name, email)
    select ${agencyId}, 'Client ' || g, 'Prénom', 'client' || g || '@exemple.fr' from generate_series(0, ${SEARCHES - 1}) g`);
  await db.execute(sql`
    insert into prospecting_consents (agency_id, client_id, consented_at, source)
    select agency_id, id, now(), 'ecrit' from clients where agency_id = ${agencyId}`);
  await db.execute(sql`
    insert into client_searches (agency_id, client_id, transaction, kinds, budget_max, commune_codes, alert_mode, alert_hour)
    select agency_id, id, 'achat', array['appartement'], 300000, array['83137'], 'daily', 8
    from clients where agency_id = ${agencyId}`);
  await db.execute(sql`
    with s as (select id, row_number() over (order by id) as n from client_searches where agency_id = ${agencyId}),
         p as (select id, row_number() over (order by id) - 1 as n from properties where agency_id = ${agencyId})
    insert into search_matches (agency_id, search_id, property_id, level, reasons, event, event_key)
    select ${agencyId}, s.id, p.id, 'match', '[]'::jsonb, 'listed', 'listed'
    from s cross join generate_series(0, ${MATCHES_EACH - 1}) k
    join p on p.n = (s.n * 7 + k * 101) % ${PROPERTIES}`);
  await db.execute(sql`analyze`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function run() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-alerts-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp, LOG_LEVEL: 'silent' });
  const database = await openScratchDatabase('immopilote_bench_alerts', 4);
  const jobs = new InProcessJobQueue(APP_JOBS);
  try {
    await migrateDatabase(database);
    const { agency } = await createAgencyWithBoss(database.ownerDb, { subscription: 'pro' });
    await seed(database, agency.id);
    const deps: AppDeps = {
      config,
      database,
      db: database.db,
      storage: new LocalDiskStorage(path.join(tmp, 'files')),
      mailer: new OutboxMailer(database.db, { info() {} }),
      sms: new OutboxSmsSender(database.db, { info() {} }),
      payments: new LocalPaymentProvider(database.db),
      jobs,
      ai: createAiServices(config.ai),
      listingEvents: matchingListingEvents(jobs),
    };
    const quiet = { info() {}, warn() {}, error() {} };
    await jobs.start(deps, quiet);
    // The periodic pass enqueued at start-up runs now (real clock): let it finish before timing.
    await jobs.runUntilIdle();

    const begun = performance.now();
    // 08:20 in Paris on a winter day: every search is due.
    const sent = await runDailyDigests(deps, new Date('2026-12-01T07:20:00Z'));
    const recorded = performance.now();
    await jobs.runUntilIdle();
    const done = performance.now();
    const outbox = await database.ownerDb.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox`,
    );
    const mails = (outbox as unknown as { rows: { n: number }[] }).rows[0]!.n;
    console.log(
      `résumé quotidien (${database.kind}) : ${SEARCHES.toLocaleString('fr-FR')} recherches, ${sent.toLocaleString('fr-FR')} biens proposés, ${mails.toLocaleString('fr-FR')} e-mails`,
    );
    console.log(
      `  enregistrement ${seconds(recorded - begun)}, envoi ${seconds(done - recorded)}, total ${seconds(done - begun)} (cible ≤ ${TARGET_SECONDS} s)`,
    );
  } finally {
    await jobs.stop();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
