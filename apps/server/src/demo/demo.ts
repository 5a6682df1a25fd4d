/**
 * `npm run demo`: fills a fresh install with the demonstration agency. Run it while the server is
 * stopped (PGlite allows one process per data directory). A second run refuses and changes nothing.
 */
import pino from 'pino';
import { buildApp } from '../app';
import { secretBoxOf } from '../auth/secret-box';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { createJobQueue } from '../jobs';
import { matchingListingEvents } from '../modules/matching/listing-events';
import { createProviders } from '../providers';
import { seedDemo } from './seed-demo';

async function main() {
  const config = loadConfig();
  if (config.payments.provider !== 'local') {
    console.error(
      'La démonstration paie son abonnement avec le paiement de démonstration : retirez la configuration Stripe pour la lancer.',
    );
    process.exit(1);
  }
  secretBoxOf(config);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  const jobs = createJobQueue(config.databaseUrl);
  const log = pino({ level: 'warn' });
  const deps = {
    config,
    database,
    db: database.db,
    jobs,
    listingEvents: matchingListingEvents(jobs),
    ...(await createProviders(config, database.db, log)),
  };
  const app = await buildApp(deps, { logger: log });
  // Sign-up enqueues its confirmation mail: the queue keeps it (in job_queue on PGlite) for the server.
  await jobs.start(deps, log);
  try {
    await seedDemo(app, deps);
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
