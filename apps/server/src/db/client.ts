import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw PGlite handle, for tests that snapshot a migrated database. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the migrations create: pg_trgm and unaccent, for indexed accent-insensitive contains-search. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, a dropped database) is replaced at
    // the next checkout; without a listener pg would throw its error and end the process.
    pool.on('error', (err) => console.warn(`PostgreSQL : connexion inactive fermée (${err.message})`));
    // numeric columns come back as strings from pg; drizzle maps them (mode: 'number').
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.kind === 'pglite') {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const release = acquireDataDirLock(opts.dataDir);
    try {
      const client = await PGlite.create({
        dataDir: path.join(opts.dataDir, 'pgdata'),
        extensions: PGLITE_EXTENSIONS,
      });
      const db = drizzlePglite(client, { schema }) as unknown as Db;
      return {
        db,
        kind: 'pglite',
        pglite: client,
        close: async () => {
          await client.close();
          release();
        },
      };
    } catch (err) {
      release();
      throw err;
    }
  }
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
