import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parisToday } from '../packages/contracts/src/format';
import { withAgency } from '../apps/server/src/db/agency-scope';
import { migrateDatabase } from '../apps/server/src/db/client';
import { rentCalls } from '../apps/server/src/db/schema';
import type { JobQueue } from '../apps/server/src/jobs';
import { issueRentCalls } from '../apps/server/src/modules/rentals/rent-calls.service';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk-storage';
import { createAgencyWithBoss } from '../apps/server/test/factories';
import { createLease } from '../apps/server/test/rental-factories';
import { openScratchDatabase } from './support/scratch-database';

const LEASES = 500;
const TIME_BUDGET_MS = 60_000;
const verdict = (ok: boolean) => (ok ? 'OK' : 'DÉPASSÉ');

/**
 * The issue's bound (issue 34): one agency's monthly run over 500 leases — every call inserted once,
 * its PDF drawn and stored — in ≤ 60 s; then a second run that finds everything done.
 */
export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-bench-rent-'));
  const database = await openScratchDatabase('immopilote_bench_rent', 4);
  try {
    await migrateDatabase(database);
    const { agency } = await createAgencyWithBoss(database.ownerDb, { subscription: 'pro' });
    // The leases began on the 1st and the run is on that day: each has its one month to call (due
    // on the 5th), as a monthly pass finds it.
    const startOn = `${parisToday().slice(0, 7)}-01`;
    for (let i = 0; i < LEASES; i++) {
      await createLease(database.ownerDb, agency.id, {
        startOn,
        rentCents: 60_000 + i,
        propertyLabel: `Lot ${i + 1}`,
      });
    }
    const deps = {
      db: database.db,
      storage: new LocalDiskStorage(dir),
      // Every tenant of the bench is to print: nothing is handed to the mail queue.
      jobs: { enqueue: () => Promise.reject(new Error('no e-mail expected')) } as unknown as JobQueue,
    };
    const t0 = performance.now();
    const issued = await withAgency({ agencyId: agency.id }, () => issueRentCalls(deps, agency.id, startOn));
    const ms = performance.now() - t0;
    const t1 = performance.now();
    const again = await withAgency({ agencyId: agency.id }, () => issueRentCalls(deps, agency.id, startOn));
    const againMs = performance.now() - t1;
    const stored = (await database.ownerDb.select({ key: rentCalls.pdfKey }).from(rentCalls)).filter(
      (r) => r.key,
    );
    console.log(
      `${LEASES} baux, ${issued} appels émis et ${stored.length} PDF enregistrés en ${(ms / 1000).toFixed(1)} s (cible ≤ ${TIME_BUDGET_MS / 1000} s) ${verdict(ms <= TIME_BUDGET_MS && stored.length === issued)}`,
    );
    console.log(`second passage : ${again} appel émis en ${(againMs / 1000).toFixed(2)} s`);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
