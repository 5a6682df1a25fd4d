import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createPropertyListCache } from './property-list-cache';

/** An embedded database whose trigger notifications the test sends itself. */
function embedded() {
  let notify = () => {};
  const database = {
    kind: 'pglite',
    pglite: {
      async listen(_channel: string, callback: () => void) {
        notify = callback;
        return async () => {};
      },
    },
  } as unknown as Database;
  return { database, write: () => notify() };
}

describe('property list cache (embedded database)', () => {
  it('serves an answer until the next write, and drops one computed across a write', async () => {
    const { database, write } = embedded();
    const cache = await createPropertyListCache(database);
    const view = await cache.open('agence-a');
    view.set('page', 'v1');
    expect((await cache.open('agence-a')).get('page')).toBe('v1');
    expect((await cache.open('agence-b')).get('page')).toBeUndefined();
    write();
    expect((await cache.open('agence-a')).get('page')).toBeUndefined();
    // Opened before the write, computed after: it may hold pre-write rows, so it is not kept.
    const before = await cache.open('agence-a');
    write();
    before.set('page', 'stale');
    expect((await cache.open('agence-a')).get('page')).toBeUndefined();
    expect(before.get('page')).toBeUndefined();
  });

  it('keeps at most 2,000 answers, dropping the agencies started longest ago', async () => {
    const { database } = embedded();
    const cache = await createPropertyListCache(database);
    for (let i = 0; i < 2_100; i++) (await cache.open(`agence-${i}`)).set('page', i);
    expect((await cache.open('agence-0')).get('page')).toBeUndefined();
    expect((await cache.open('agence-99')).get('page')).toBeUndefined();
    expect((await cache.open('agence-100')).get('page')).toBe(100);
    expect((await cache.open('agence-2099')).get('page')).toBe(2_099);
  });

  it('starts an agency afresh beyond 64 answers', async () => {
    const { database } = embedded();
    const cache = await createPropertyListCache(database);
    const view = await cache.open('agence-a');
    for (let i = 0; i < 64; i++) view.set(`page ${i}`, i);
    expect(view.get('page 63')).toBe(63);
    view.set('page 64', 64);
    expect(view.get('page 0')).toBeUndefined();
    expect(view.get('page 64')).toBe(64);
  });
});
