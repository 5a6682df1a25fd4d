import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { withDatabase } from '../global-setup';

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(target.snapshot)]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: snapshot });
  }
  const created = await createPostgresTestDatabase();
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A fresh, migrated PostgreSQL database by URL, for server processes a test starts (needs DATABASE_URL). */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('DATABASE_URL is required');
  const name = `${target.runPrefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${target.template}"`);
  await admin.end();
  return {
    url: withDatabase(target.url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: target.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
