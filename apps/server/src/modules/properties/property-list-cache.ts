import type { Database } from '../../db/client';
import { currentPropertyListEpoch } from './properties.repo';

/** The channel migration 0020's triggers notify on every write to properties or their photos. */
const CHANNEL = 'immopilote_property_list';
/** Agencies kept at most; the least recently written-to go first (a Map iterates in insertion order). */
const MAX_AGENCIES = 2_000;
/** Answers kept per agency at most (pages, filters, the count): the view starts afresh beyond. */
const MAX_ENTRIES_PER_AGENCY = 64;

interface AgencyEntries {
  /** The agency's epoch (PostgreSQL) or the local generation (PGlite) the answers were read at. */
  version: number;
  answers: Map<string, unknown>;
}

/** One agency's cached answers as the database stands at the moment the view was opened. */
export interface AgencyListView {
  get<T>(key: string): T | undefined;
  /** Keeps an answer computed after the view was opened, unless a write has been seen since. */
  set(key: string, value: unknown): void;
}

export interface PropertyListCache {
  open(agencyId: string): Promise<AgencyListView>;
}

/**
 * The dashboard's property pages and counts, kept in memory between requests and never stale:
 * every write to an agency's properties or photos bumps its epoch in the writing statement
 * (migration 0020), whatever code path or process wrote it.
 *
 * - PGlite belongs to this one process and delivers the trigger's notification before the writing
 *   statement resolves (db/pglite-proxy.ts keeps that order), so every entry is dropped before a
 *   later request runs: a hit costs no query.
 * - PostgreSQL may be written by other processes, whose notifications arrive late: opening a view
 *   reads the agency's epoch (one prepared single-row query) and serves only answers read at it.
 *   The epoch is read before the answers are computed, so an answer is never older than the epoch
 *   it is stored under; a write committed meanwhile moves the epoch and the next view misses.
 */
async function create(database: Database): Promise<PropertyListCache> {
  const agencies = new Map<string, AgencyEntries>();
  let generation = 0;
  const local = database.kind === 'pglite' && database.pglite !== undefined;
  if (local) {
    await database.pglite?.listen(CHANNEL, () => {
      generation += 1;
      agencies.clear();
    });
  }

  function view(agencyId: string, version: number): AgencyListView {
    return {
      get<T>(key: string) {
        const entries = agencies.get(agencyId);
        if (!entries || entries.version !== version || (local && version !== generation)) return undefined;
        return entries.answers.get(key) as T | undefined;
      },
      set(key, value) {
        if (local && version !== generation) return;
        let entries = agencies.get(agencyId);
        // An answer read at an older epoch than the one kept would be served as current: dropped.
        if (entries && entries.version > version) return;
        if (!entries || entries.version < version || entries.answers.size >= MAX_ENTRIES_PER_AGENCY) {
          agencies.delete(agencyId);
          if (agencies.size >= MAX_AGENCIES) agencies.delete(agencies.keys().next().value as string);
          entries = { version, answers: new Map() };
          agencies.set(agencyId, entries);
        }
        entries.answers.set(key, value);
      },
    };
  }

  return {
    async open(agencyId) {
      return view(agencyId, local ? generation : await currentPropertyListEpoch(database.db, agencyId));
    },
  };
}

const caches = new WeakMap<Database, Promise<PropertyListCache>>();

/** The property list cache of this database (one per database, shared by its requests). */
export function propertyListCache(database: Database): Promise<PropertyListCache> {
  let cache = caches.get(database);
  if (!cache) {
    cache = create(database);
    caches.set(database, cache);
  }
  return cache;
}
