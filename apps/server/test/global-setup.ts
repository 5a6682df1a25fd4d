import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';

export const TEMPLATE_DB = 'immopilote_test_template';
const SNAPSHOT = path.resolve('.tmp/test-pglite-snapshot.tar.gz');

/**
 * Migrate once, then every test file starts from a copy: a PGlite data-dir snapshot, or a
 * PostgreSQL template database when DATABASE_URL is set (STYLE habit 8).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stale = await admin.query(
      "select datname from pg_database where datname like 'immopilote_t_%' or datname = $1",
      [TEMPLATE_DB],
    );
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
    await admin.end();
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, TEMPLATE_DB),
      poolSize: 1,
    });
    await migrateDatabase(database);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template: TEMPLATE_DB });
    return;
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshot: SNAPSHOT });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; url: string; template: string };
  }
}
