/**
 * PGlite on its worker thread (db/pglite-proxy.ts, db/pglite-worker.mjs): the proxy behaves as
 * PGlite in process for everything the server relies on — one connection (a query from outside an
 * open transaction waits for it), rollback on error, PostgreSQL error fields, notifications before
 * the result of the statement that raised them — and a dead thread fails every waiting query
 * instead of leaving it hanging.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { isUniqueViolation } from '../src/db/errors';
import { type PgliteClient, PgliteWorkerClient } from '../src/db/pglite-proxy';

let database: Database;
let pg: PgliteClient;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite-memory' });
  pg = database.pglite!;
  await pg.exec(`
    create table items (id int primary key, label text not null constraint items_label_key unique);
    create table deferred (id int constraint deferred_id_key unique deferrable initially deferred);
    create function notify_items() returns trigger language plpgsql as $$
      begin perform pg_notify('items_changed', new.id::text); return new; end $$;
    create trigger items_notify after insert on items for each row execute function notify_items();
  `);
});
afterAll(() => database.close());

const count = async () => (await pg.query<{ n: number }>('select count(*)::int as n from items')).rows[0]!.n;

describe('PGlite on its worker thread', () => {
  it('is the default, and runs on another thread', () => {
    expect(pg).toBeInstanceOf(PgliteWorkerClient);
  });

  it('keeps a query sent from outside a transaction out of it: it waits for the end', async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into items values (1, $1)', ['inside']);
        outside = count().then((n) => {
          order.push('outside');
          return n;
        });
        // Several round trips inside the transaction while the outside query is queued.
        for (let i = 0; i < 5; i++) await tx.query('select 1');
        expect((await tx.query<{ n: number }>('select count(*)::int as n from items')).rows[0]!.n).toBe(1);
        order.push('transaction');
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    // Had it run inside, it would have seen the uncommitted row.
    expect(await outside).toBe(0);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('rolls a transaction back on an error and keeps PostgreSQL’s error fields', async () => {
    await pg.query('insert into items values (10, $1)', ['taken']);
    const error = await pg
      .transaction(async (tx) => {
        await tx.query('insert into items values (11, $1)', ['fresh']);
        await tx.query('insert into items values (12, $1)', ['taken']);
      })
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_label_key', table: 'items' });
    expect((error as { detail: string }).detail).toContain('taken');
    expect((await pg.query('select id from items where id = 11')).rows).toEqual([]);
    // The connection is usable again, and drizzle sees the same fields through its wrapper.
    const viaDrizzle = await database.ownerDb
      .transaction(async (tx) => {
        await tx.execute(sql`insert into items values (13, 'another')`);
        await tx.execute(sql`insert into items values (14, 'taken')`);
      })
      .catch((err: unknown) => err);
    expect(isUniqueViolation(viaDrizzle, 'items_label_key')).toBe(true);
    expect((await pg.query('select id from items where id = 13')).rows).toEqual([]);
    await pg.query('delete from items');
  });

  it('reports a failure at COMMIT (a deferred constraint) as the transaction’s error', async () => {
    const error = await pg
      .transaction(async (tx) => {
        await tx.query('insert into deferred values (1), (1)');
      })
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ code: '23505', constraint: 'deferred_id_key' });
    expect((await pg.query('select * from deferred')).rows).toEqual([]);
  });

  it('delivers a notification before the statement that raised it resolves', async () => {
    const heard: string[] = [];
    const unlisten = await pg.listen('items_changed', (payload) => heard.push(payload));
    await pg.query('insert into items values (20, $1)', ['single']);
    expect(heard).toEqual(['20']);
    // In a transaction the notification leaves at COMMIT, before the transaction resolves.
    await database.ownerDb.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (21, 'a'), (22, 'b')`);
      expect(heard).toEqual(['20']);
    });
    expect(heard).toEqual(['20', '21', '22']);
    await unlisten();
    await pg.query('insert into items values (23, $1)', ['unheard']);
    expect(heard).toEqual(['20', '21', '22']);
    await pg.query('delete from items');
  });

  it('keeps a channel heard while one of its listeners remains', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const [stopFirst, stopSecond] = await Promise.all([
      pg.listen('items_changed', (payload) => first.push(payload)),
      pg.listen('items_changed', (payload) => second.push(payload)),
    ]);
    await pg.query('insert into items values (30, $1)', ['both']);
    await stopFirst();
    await pg.query('insert into items values (31, $1)', ['second only']);
    await stopSecond();
    await pg.query('insert into items values (32, $1)', ['nobody']);
    expect(first).toEqual(['30']);
    expect(second).toEqual(['30', '31']);
    await pg.query('delete from items');
  });

  it('returns the values drizzle expects: dates and timestamps as text, numbers, arrays', async () => {
    const result = await database.ownerDb.execute(
      sql`select date '2025-03-01' as d, timestamptz '2025-03-01 10:00:00+00' as ts, 42 as n, array[1, 2] as arr`,
    );
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
      d: '2025-03-01',
      ts: '2025-03-01 10:00:00+00',
      n: 42,
      arr: [1, 2],
    });
  });

  it('refuses a parser that is not an identity (functions cannot cross threads)', async () => {
    await expect(
      pg.query('select 1 as n', [], { parsers: { 23: (v: string) => Number(v) * 2 } }),
    ).rejects.toThrow('only identity parsers cross threads (type 23)');
  });

  it('leaves the main thread free while a slow query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    let ticksWhenDone = -1;
    await pg
      .query('select count(*) from generate_series(1, 1000000) g where md5(g::text) like $1', ['%abc%'])
      .then(() => {
        ticksWhenDone = ticks;
      });
    clearInterval(timer);
    // In process, the WebAssembly would hold the event loop: no timer could fire until it ends.
    expect(ticksWhenDone).toBeGreaterThan(0);
  });
});

describe('a worker thread that dies', () => {
  it('fails the waiting queries and every later one with a clear error', async () => {
    const doomed = await PgliteWorkerClient.create();
    const failures: string[] = [];
    doomed.onFailure((err) => failures.push(err.message));
    const slow = doomed.query('select count(*) from generate_series(1, 50000000)');
    const queued = doomed.query('select 1');
    await doomed.thread.terminate();
    await expect(slow).rejects.toThrow('PGlite : le thread de la base de données s’est arrêté');
    await expect(queued).rejects.toThrow('s’est arrêté');
    await expect(doomed.query('select 1')).rejects.toThrow('s’est arrêté');
    await expect(doomed.transaction(async () => 1)).rejects.toThrow('s’est arrêté');
    // Told once, so the server can stop rather than answer every request with an error.
    expect(failures).toEqual(['PGlite : le thread de la base de données s’est arrêté (code de sortie 1)']);
  });
});

describe('a data directory', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-pgworker-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written across a close and a reopen, and stays locked while open', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(first.pglite).toBeInstanceOf(PgliteWorkerClient);
    await first.pglite!.exec("create table kept (v text); insert into kept values ('là');");
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow('déjà utilisé');
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect((await second.pglite!.query('select v from kept')).rows).toEqual([{ v: 'là' }]);
    } finally {
      await second.close();
    }
  });
});
