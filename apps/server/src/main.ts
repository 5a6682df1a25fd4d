import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, migrateDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { createProviders } from './providers';
import { purgeExpiredSessions } from './auth/sessions.repo';

const SESSION_PURGE_INTERVAL_MS = 6 * 3600 * 1000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  const app = await buildApp(
    { config, database, db: database.db, ...createProviders(config, database.db) },
    { logger: { level: config.logLevel } },
  );
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} reçu, arrêt`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const purge = () =>
    purgeExpiredSessions(database.db).catch((err) => app.log.warn({ err }, 'purge des sessions expirées'));
  void purge();
  setInterval(purge, SESSION_PURGE_INTERVAL_MS).unref();
  app.log.info(
    `ImmoPilote prêt sur ${config.publicUrl} (base : ${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (config.devMailbox) app.log.info(`E-mails de développement : ${config.publicUrl}/dev/mailbox`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
