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
import { bindingParams, currentBinding } from './agency-scope';
import { acquireDataDirLock } from './data-dir-lock';
import { inProcess, type PgliteClient, PgliteWorkerClient } from './pglite-proxy';
import * as schema from './schema';
import { BoundPool } from './bound-postgres';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  /** The application's database: every statement bound to its agency (db/agency-scope.ts). */
  db: Db;
  /**
   * The login role, unbound and above row-level security (it owns the tables): migrations, and
   * tests' own fixtures and checks. Application code never uses it (test/agency-boundary.test.ts).
   */
  ownerDb: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite handle (on its thread, or in process): LISTEN for the caches, raw SQL and dumps for tests. */
  pglite?: PgliteClient;
  close(): Promise<void>;
  /**
   * For a shutdown past its deadline, just before the process exits without closing: lets go of
   * the data directory's lock so a restart is not refused (the database recovers as after a crash).
   */
  abandon(): void;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Extensions the migrations create: pg_trgm and unaccent, for indexed accent-insensitive contains-search
 * (db/pglite-worker.mjs loads the same two on its thread).
 */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string; worker?: boolean }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File; worker?: boolean };

/**
 * PGlite runs on a worker thread unless `PGLITE_WORKER=0` (kept to measure the difference: the
 * properties bench compares both). In process, each query's WebAssembly runs on the thread that
 * serves HTTP, so one slow query delays every other request.
 */
export function pgliteWorkerDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PGLITE_WORKER !== '0';
}

async function openPglite(worker: boolean, options: { dataDir?: string; loadDataDir?: Blob }) {
  if (worker) return PgliteWorkerClient.create(options);
  return inProcess(
    await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    }),
  );
}

/** drizzle's pglite driver calls only the PgliteClient subset (query with options, transaction). */
const drizzleOn = (client: Pick<PgliteClient, 'query' | 'transaction'>) =>
  drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;

/** The PGlite client the application's drizzle is given: each statement and transaction carries its binding. */
function boundPglite(client: PgliteClient): Pick<PgliteClient, 'query' | 'transaction'> {
  return {
    query: (sql, params, options) => client.query(sql, params, options, bindingParams(currentBinding())),
    transaction: (callback) => client.transaction(callback, bindingParams(currentBinding())),
  };
}

function pgliteDatabase(
  client: PgliteClient,
  close: () => Promise<void>,
  abandon: () => void = () => {},
): Database {
  return {
    db: drizzleOn(boundPglite(client)),
    ownerDb: drizzleOn(client),
    kind: 'pglite',
    pglite: client,
    close,
    abandon,
  };
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, a dropped database) is replaced at
    // the next checkout; without a listener pg would throw its error and end the process.
    pool.on('error', (err) => console.warn(`PostgreSQL : connexion inactive fermée (${err.message})`));
    // numeric columns come back as strings from pg; drizzle maps them (mode: 'number').
    const db = drizzlePg(new BoundPool(pool) as unknown as pg.Pool, { schema }) as unknown as Db;
    const ownerDb = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, ownerDb, kind: 'postgres', close: () => pool.end(), abandon: () => {} };
  }
  if (opts.kind === 'pglite') {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const release = acquireDataDirLock(opts.dataDir);
    try {
      const client = await openPglite(opts.worker ?? pgliteWorkerDefault(), {
        dataDir: path.join(opts.dataDir, 'pgdata'),
      });
      return pgliteDatabase(
        client,
        async () => {
          await client.close();
          release();
        },
        release,
      );
    } catch (err) {
      release();
      throw err;
    }
  }
  const client = await openPglite(
    opts.worker ?? pgliteWorkerDefault(),
    opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {},
  );
  return pgliteDatabase(client, () => client.close());
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.ownerDb as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePglite(database.ownerDb as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
