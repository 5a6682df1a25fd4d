import { type Database, openDatabase } from '../../apps/server/src/db/client';

/**
 * The database a bench writes into: an in-memory PGlite, or with `DATABASE_URL` a scratch database
 * created beside the one it names and dropped on close, so a bench never writes into the one it
 * is pointed at.
 */
export async function openScratchDatabase(prefix: string, poolSize: number): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite-memory' });
  const pg = await import('pg');
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.default.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
