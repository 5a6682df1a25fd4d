import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk-storage';
import { PROPERTIES, seedDashboardAgency, serveBenchApp } from './support/dashboard-agency';
import { timeToFirstCardInBrowser } from './support/first-card';

const loadAverage = () => os.loadavg()[0]!.toFixed(2);

/**
 * Only the properties bench's first-card figure (issue 17, item 4), in well under a minute: the same
 * agency and server, then the dashboard opened in headless Chromium. Needs `npm run build` first.
 * FIRST_CARD_RUNS (default 5) sets the number of navigations, FIRST_CARD_TRACE_RUNS (default 5) the traced
 * ones that measure the page's main-thread work (CPU time: steadier than wall time on a busy machine);
 * FIRST_CARD_PROFILE=<folder> also writes a
 * performance trace and a CPU profile of one more navigation there; FIRST_CARD_WATERFALL=1 prints the last
 * run's requests.
 */
export async function run() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp, LOG_LEVEL: 'silent' });
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
  const storage = new LocalDiskStorage(path.join(tmp, 'files'));
  try {
    await migrateDatabase(database);
    const { token } = await seedDashboardAgency(config, database, storage);
    const { app, baseUrl } = await serveBenchApp(config, database, storage);
    try {
      const before = loadAverage();
      const figures = await timeToFirstCardInBrowser(baseUrl, token, {
        runs: Number(process.env.FIRST_CARD_RUNS ?? 5),
        traceRuns: Number(process.env.FIRST_CARD_TRACE_RUNS ?? 5),
        profileDir: process.env.FIRST_CARD_PROFILE,
      });
      if (figures === null) {
        console.log('first card: skipped (needs /usr/bin/chromium and `npm run build`)');
        return;
      }
      console.log(
        `first card decoded in headless Chromium, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${PROPERTIES} properties (navigation start → first card's thumbnail decoded and painted, Element Timing): median ${figures.ms.toFixed(0)} ms of ${figures.samples.length} (goal ≤ 500 ms); runs ${figures.samples.map((s) => s.toFixed(0)).join(', ')} ms; seen by the harness (Playwright's wait and img.decode(), behind the page's main thread) at ${figures.seenByHarness.toFixed(0)} ms\n` +
          `  stages from navigation start (medians): ${figures.stages}\n` +
          `  me/list calls before the first card: ${figures.apiCalls} (goal ≤ 2)\n` +
          (figures.mainThread
            ? `  page main thread from navigation start to the first contentful paint (${figures.mainThread.paint.toFixed(0)} ms), traced, medians: busy ${figures.mainThread.busy.toFixed(0)} ms, CPU ${figures.mainThread.cpu.toFixed(0)} ms\n`
            : '') +
          `  load average ${before} before, ${loadAverage()} after, on ${os.cpus().length} CPUs`,
      );
      if (process.env.FIRST_CARD_WATERFALL)
        console.log(`  requests of the last run (start, first byte, last byte, ms):\n${figures.waterfall}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
