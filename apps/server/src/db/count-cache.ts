import type { Database } from './client';

/**
 * Exact counts kept in memory between requests on the embedded database, cleared by a trigger's
 * notification (migration 0014) whenever the counted rows change. PGlite belongs to this one process
 * and delivers the notification before the writing statement resolves (its worker thread posts it
 * before the result, db/pglite-proxy.ts), so a count served from here is never behind a committed
 * write. PostgreSQL may be written by other processes whose
 * notifications arrive later: there, no cache (`countCache` gives null) and the count is computed in
 * the same statement as the page.
 */
export interface CountCache {
  /** The cached count, or a reader that stores a freshly computed one if no write happened meanwhile. */
  get(key: string): number | { store(count: number): void };
}

const MAX_ENTRIES = 10_000;
const caches = new WeakMap<Database, Promise<CountCache>>();

async function create(database: Database & { pglite: NonNullable<Database['pglite']> }, channel: string) {
  const counts = new Map<string, number>();
  let generation = 0;
  await database.pglite.listen(channel, () => {
    generation += 1;
    counts.clear();
  });
  return {
    get(key: string) {
      const hit = counts.get(key);
      if (hit !== undefined) return hit;
      const readAt = generation;
      return {
        store(count: number) {
          if (readAt !== generation) return;
          if (counts.size >= MAX_ENTRIES) counts.clear();
          counts.set(key, count);
        },
      };
    },
  };
}

/** The property count cache of this database, or null where it could serve a stale count. */
export function propertyCountCache(database: Database): Promise<CountCache> | null {
  if (database.kind !== 'pglite' || !database.pglite) return null;
  let cache = caches.get(database);
  if (!cache) {
    cache = create(
      database as Database & { pglite: NonNullable<Database['pglite']> },
      'immopilote_property_count',
    );
    caches.set(database, cache);
  }
  return cache;
}
