import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';

/** Runs share one PostgreSQL server (CI, several worktrees): every run names its own databases. */
const RUN_PREFIX = 'immopilote_t';
const STALE_AFTER_MS = 3 * 3600 * 1000;
const SNAPSHOT = path.resolve('.tmp/test-pglite-snapshot.tar.gz');

/**
 * Migrate once, then every test file starts from a copy: a PGlite data-dir snapshot, or a
 * PostgreSQL template database when DATABASE_URL is set (STYLE habit 8).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const template = `${RUN_PREFIX}_${runId}_template`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await dropStaleDatabases(admin);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template, runPrefix: `${RUN_PREFIX}_${runId}` });
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${template}" with (force)`);
      await cleanup.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshot: SNAPSHOT });
}

/** Leftovers of runs that crashed hours ago; a run still going has a recent id and is left alone. */
async function dropStaleDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like '${RUN_PREFIX}\\_%'`,
  );
  for (const { datname } of rows) {
    const started = Number.parseInt(datname.slice(RUN_PREFIX.length + 1, RUN_PREFIX.length + 9), 36);
    if (Number.isFinite(started) && Date.now() - started > STALE_AFTER_MS) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; snapshot: string }
      | { kind: 'postgres'; url: string; template: string; runPrefix: string };
  }
}
