import type { Database } from '../../db/client';
import { oncePer } from '../../memo';
import { currentPropertyListEpoch } from './properties.repo';

/** The channel migration 0020's triggers notify on every write to properties or their photos. */
const CHANNEL = 'immopilote_property_list';
/**
 * Answers kept at most, all agencies together (a page of 24 cards is about 7 KB of JSON): beyond,
 * the agencies whose answers were started longest ago go first (a Map iterates in insertion order).
 */
const MAX_ANSWERS = 2_000;
/** Answers kept per agency at most (pages, filters, counts): the agency starts afresh beyond. */
const MAX_ANSWERS_PER_AGENCY = 64;

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
  /** `epoch`: the agency's epoch if the caller read it already, before computing anything. */
  open(agencyId: string, epoch?: number): Promise<AgencyListView>;
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
 *   takes the agency's epoch as the request read it with its session (auth/session-cache.ts, in the
 *   same round trip as the auth epoch) or reads it (one prepared single-row query), and serves only
 *   answers read at it.
 *   The epoch is read before the answers are computed, so an answer is never older than the epoch
 *   it is stored under; a write committed meanwhile moves the epoch and the next view misses.
 */
export async function createPropertyListCache(database: Database): Promise<PropertyListCache> {
  const agencies = new Map<string, AgencyEntries>();
  let answerCount = 0;
  let generation = 0;
  const local = database.kind === 'pglite' && database.pglite !== undefined;
  if (local) {
    await database.pglite?.listen(CHANNEL, () => {
      generation += 1;
      agencies.clear();
      answerCount = 0;
    });
  }

  function drop(agencyId: string) {
    answerCount -= agencies.get(agencyId)?.answers.size ?? 0;
    agencies.delete(agencyId);
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
        if (!entries || entries.version < version || entries.answers.size >= MAX_ANSWERS_PER_AGENCY) {
          drop(agencyId);
          entries = { version, answers: new Map() };
          agencies.set(agencyId, entries);
        }
        if (!entries.answers.has(key)) {
          for (const oldest of agencies.keys()) {
            if (answerCount < MAX_ANSWERS) break;
            if (oldest !== agencyId) drop(oldest);
          }
          answerCount += 1;
        }
        entries.answers.set(key, value);
      },
    };
  }

  return {
    async open(agencyId, epoch) {
      if (local) return view(agencyId, generation);
      return view(agencyId, epoch ?? (await currentPropertyListEpoch(database.db, agencyId)));
    },
  };
}

/** The property list cache of this database (one per database, shared by its requests). */
export const propertyListCache = oncePer(createPropertyListCache);
