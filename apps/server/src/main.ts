import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { PgliteWorkerClient } from './db/pglite-proxy';
import { createJobQueue } from './jobs';
import { dvfSeedJob } from './modules/market/dvf-seed.job';
import { matchingListingEvents } from './modules/matching/listing-events';
import { createProviders } from './providers';
import { secretBoxOf } from './auth/secret-box';
import { checkLocalStorageIdentity, StorageMismatchError } from './storage/storage-identity';

/** Where a person starting the server finds the e-mails it sends (reset links among them). */
function mailLine(config: Config): string {
  if (config.mail.smtpUrl) return 'E-mails : serveur SMTP';
  const viewer = config.mail.devMailbox ? ` ; sur cette machine : ${config.publicUrl}/dev/mailbox` : '';
  return `E-mails : pas de SMTP, écrits dans le journal et lisibles par les administrateurs (Admin › Boîte d’envoi)${viewer}`;
}

/** Beyond the shutdown deadline, what closing the database and the queue may still take. */
const FORCED_EXIT_GRACE_MS = 5_000;

/** Resolves when `work` settles or after `ms`, whichever comes first. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).replace('.', ',')} s`;

async function main() {
  const config = loadConfig();
  // The key file (when ENCRYPTION_KEY is unset) is created now, not at the first two-factor enrolment.
  secretBoxOf(config);
  const databaseOpening = performance.now();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  let stopping = false;
  if (database.pglite instanceof PgliteWorkerClient) {
    // PGlite's thread died (a fault in the database engine): every query now fails, so stop with
    // an error and let the supervisor restart the server on the same data.
    database.pglite.onFailure((err) => {
      if (stopping) return;
      console.error(err.message);
      process.exit(1);
    });
  }
  await migrateDatabase(database);
  if (database.kind === 'postgres' && config.storage.driver === 'local') {
    await checkLocalStorageIdentity(database.db, config.storage.root);
  }
  const databaseMs = performance.now() - databaseOpening;
  const jobs = createJobQueue(config.databaseUrl);
  // Made before the app: without SMTP, the mail adapter prints each e-mail to this same log.
  const log = pino({ level: config.logLevel });
  const deps = {
    config,
    database,
    db: database.db,
    jobs,
    listingEvents: matchingListingEvents(jobs),
    ...(await createProviders(config, database.db, log)),
  };
  const app = await buildApp(deps, { logger: log });
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches both `npm start`'s launcher (which forwards it) and this process: stop once.
    if (stopping) return;
    stopping = true;
    const deadline = performance.now() + config.shutdownDeadlineMs;
    const left = () => Math.max(0, deadline - performance.now());
    app.log.info(`${signal} reçu, arrêt (au plus ${seconds(config.shutdownDeadlineMs)})`);
    // Past the deadline nothing more is awaited: a supervisor restarting us must not find the data
    // directory locked by a process still finishing an import (issue 25). A job cut here runs again
    // later where the queue keeps it; the database recovers as after a crash.
    const forced = setTimeout(() => {
      app.log.error('délai d’arrêt dépassé : arrêt forcé');
      database.abandon();
      process.exit(1);
    }, config.shutdownDeadlineMs + FORCED_EXIT_GRACE_MS);
    // No new job from now on; running ones get the deadline, in step with the last requests.
    const jobsStopped = jobs.stop({ deadlineMs: config.shutdownDeadlineMs });
    await within(app.close(), left());
    const unfinished = await jobsStopped;
    if (unfinished.length > 0) app.log.warn({ jobs: unfinished }, 'tâches interrompues par l’arrêt');
    if (unfinished.length > 0 || left() === 0) {
      // A job still holds the database: closing it would wait for that job.
      clearTimeout(forced);
      database.abandon();
      process.exit(1);
    }
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await jobs.start(deps, app.log);
  // The shipped DVF extract, once per database, in the background (tests import what they need).
  if (config.env !== 'test') await jobs.enqueue(dvfSeedJob, {}, { key: 'dvf-seed' });
  await app.listen({ port: config.port, host: config.host });
  // On stdout whatever LOG_LEVEL says: the first thing a person starting the server looks for.
  // performance.now() counts from the process's start, so loading the code is included.
  const data = database.kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const files = config.storage.driver === 'local' ? config.storage.root : `S3, seau ${config.storage.bucket}`;
  console.log(
    [
      `ImmoPilote prêt sur ${config.publicUrl} en ${seconds(performance.now())} (base de données ouverte en ${seconds(databaseMs)})`,
      `  Données : ${data} · fichiers : ${files} · tâches : ${jobs.backend}`,
      `  ${mailLine(config)}`,
    ].join('\n'),
  );
}

main().catch((err) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof StorageMismatchError
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
