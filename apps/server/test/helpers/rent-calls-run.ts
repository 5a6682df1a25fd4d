/**
 * The monthly run over one agency of an embedded data directory, in a process of its own, so that a
 * test can `kill -9` it mid-way: `node --import tsx rent-calls-run.ts <dataDir> <agencyId> <today>`.
 */
import path from 'node:path';
import { withAgency } from '../../src/db/agency-scope';
import { openDatabase } from '../../src/db/client';
import type { JobQueue } from '../../src/jobs';
import { issueRentCalls } from '../../src/modules/rentals/rent-calls.service';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage';

const [dataDir, agencyId, today] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ kind: 'pglite', dataDir });
// The leases of the crash test are all to print: no e-mail is handed to a queue.
const jobs = {
  enqueue: () => Promise.reject(new Error('no e-mail expected')),
} as unknown as JobQueue;
const deps = { db: database.db, storage: new LocalDiskStorage(path.join(dataDir, 'files')), jobs };
const issued = await withAgency({ agencyId }, () => issueRentCalls(deps, agencyId, today));
process.stdout.write(`issued ${issued}\n`);
await database.close();
