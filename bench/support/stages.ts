import { sql } from 'drizzle-orm';
import { loadAuthContext } from '../../apps/server/src/auth/context';
import { enforceGuard, guard } from '../../apps/server/src/auth/guards';
import { createSessionCache } from '../../apps/server/src/auth/session-cache';
import { findLiveSession } from '../../apps/server/src/auth/sessions.repo';
import type { Database } from '../../apps/server/src/db/client';
import { listProperties } from '../../apps/server/src/modules/properties/properties.repo';
import { propertyListCache } from '../../apps/server/src/modules/properties/property-list-cache';

const ITERATIONS = 300;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

/** Runs `fn` sequentially (after a warm-up), so each figure is the stage alone, without queueing. */
async function time(fn: () => unknown): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99) };
}

/**
 * Where one signed-in list request spends its time, stage by stage, calling the same functions the
 * request runs (session lookup, guard, list query, exact count, serialisation). Printed by the
 * properties bench for the database it runs on, so a regression in one stage shows by name.
 */
export async function printStageBreakdown(
  database: Database,
  opts: { sessionId: string; agencyId: string; adminEmails: readonly string[] },
): Promise<void> {
  const { db } = database;
  const auth = await loadAuthContext(db, opts.sessionId, opts.adminEmails);
  const sessions = await createSessionCache(database, opts.adminEmails);
  if (!auth) throw new Error('bench session not found');
  const memberGuard = guard.member();
  const page = await listProperties(db, opts.agencyId, { page: { sort: 'recent' }, limit: 25 });
  const cache = await propertyListCache(database);
  // As a request gets it: with the session's own check (the first load fills the session cache).
  await sessions.load(opts.sessionId);
  const listEpoch = (await sessions.load(opts.sessionId))?.propertyListEpoch;
  (await cache.open(opts.agencyId, listEpoch)).set('bench page', page);
  const stages: [string, () => unknown][] = [
    [
      'session lookup (one query: session + user + profile + agency + 2FA)',
      () => findLiveSession(db, opts.sessionId),
    ],
    [
      `session as a request loads it (cache and its validity check included${database.kind === 'postgres' ? ', with the list epoch' : ''})`,
      () => sessions.load(opts.sessionId),
    ],
    ['guard (permission, plan, subscription state; CPU only)', () => enforceGuard(memberGuard, auth, 'GET')],
    [
      'exact count alone (reference)',
      () => db.execute(sql`select count(*)::int from properties where agency_id = ${opts.agencyId}`),
    ],
    [
      'list page + exact count in one statement',
      () => listProperties(db, opts.agencyId, { page: { sort: 'recent' }, limit: 25 }),
    ],
    [
      'list page, count known (a next page: the count is cached)',
      () =>
        listProperties(db, opts.agencyId, { page: { sort: 'recent' }, limit: 25, knownTotal: page.total }),
    ],
    [
      `list page as served (agency's list cache: no query${database.kind === 'postgres' ? ', its epoch came with the session' : ''})`,
      async () => {
        if (!(await cache.open(opts.agencyId, listEpoch)).get('bench page'))
          throw new Error('list cache missed');
      },
    ],
    [
      'list page + exact count, search « rue victor » (never cached)',
      () => listProperties(db, opts.agencyId, { page: { sort: 'recent' }, q: 'rue victor', limit: 25 }),
    ],
    ['serialisation of the page (JSON.stringify)', () => JSON.stringify(page)],
  ];
  console.log(`per-stage breakdown of GET /api/properties (sequential, ${ITERATIONS} runs each, p50 / p99):`);
  for (const [name, fn] of stages) {
    const { p50, p99 } = await time(fn);
    console.log(`  ${name.padEnd(72)} ${p50.toFixed(3).padStart(7)} / ${p99.toFixed(3).padStart(7)} ms`);
  }
  await sessions.close();
}
