/**
 * The monthly rent-call run (issue 34): when a month is called, idempotent per lease and month, and
 * a process killed with `kill -9` in the middle leaves no duplicate and, after the next run, no
 * missing call nor PDF.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parisToday } from '@immopilote/contracts';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { leases, rentCalls } from '../src/db/schema';
import type { JobQueue } from '../src/jobs';
import { issueRentCalls } from '../src/modules/rentals/rent-calls.service';
import {
  type CallableLease,
  dueCalls,
  RENT_CALL_LEAD_DAYS,
} from '../src/modules/rentals/rent-calls.schedule';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { createAgencyWithBoss } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createLease, thisMonth } from './rental-factories';

const lease = (over: Partial<CallableLease> = {}): CallableLease => ({
  kind: 'nu',
  startOn: '2026-03-01',
  durationMonths: 36,
  endedOn: null,
  paymentDay: 5,
  rentCents: 90_000,
  chargesCents: 6_000,
  createdAt: new Date('2026-02-20T10:00:00Z'),
  ...over,
});

describe('when a month is called', () => {
  it(`issues a month from ${RENT_CALL_LEAD_DAYS} days before its due date, not before`, () => {
    expect(dueCalls(lease(), '2026-02-22').map((c) => c.period)).toEqual([]);
    expect(dueCalls(lease(), '2026-02-23').map((c) => c.period)).toEqual(['2026-03-01']);
    expect(dueCalls(lease(), '2026-04-25').map((c) => [c.period, c.dueOn])).toEqual([
      ['2026-03-01', '2026-03-05'],
      ['2026-04-01', '2026-04-05'],
      ['2026-05-01', '2026-05-05'],
    ]);
  });

  it('prorates a first month begun after the 1st by days, due on the start day', () => {
    const [first] = dueCalls(lease({ startOn: '2026-04-16' }), '2026-04-16');
    // 15 days of April's 30.
    expect(first).toEqual({
      period: '2026-04-01',
      dueOn: '2026-04-16',
      rentCents: 45_000,
      chargesCents: 3_000,
      days: { from: '2026-04-16', to: '2026-04-30' },
    });
  });

  it('never calls a month after the lease ended (the last one prorated), nor after a bail mobilité’s term', () => {
    const ended = dueCalls(lease({ endedOn: '2026-05-10' }), '2026-09-01');
    expect(ended.map((c) => c.period)).toEqual(['2026-03-01', '2026-04-01', '2026-05-01']);
    expect(ended.at(-1)!.rentCents).toBe(Math.round((90_000 * 10) / 31));
    const mobility = dueCalls(lease({ kind: 'mobilite', durationMonths: 2 }), '2026-12-01');
    expect(mobility.map((c) => c.period)).toEqual(['2026-03-01', '2026-04-01']);
  });

  it('calls from the month the lease was recorded: older rents were called before the app', () => {
    const recorded = lease({ startOn: '2024-01-01', createdAt: new Date('2026-03-10T10:00:00Z') });
    expect(dueCalls(recorded, '2026-03-10').map((c) => c.period)).toEqual(['2026-03-01']);
  });
});

describe('the run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is idempotent: two runs, one call per lease and month; a revised rent shows on the next calls only', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    const head = await signedInClient(t, boss.user.id);
    const row = await createLease(t.db, agency.id, { rentCents: 70_000, chargesCents: 5_000 });
    const first = await head.post('/api/rent-calls/issue', {});
    expect(first.status, first.text).toBe(200);
    const expected = dueCalls({ ...row, createdAt: row.createdAt }, parisToday()).length;
    expect(first.body.issued).toBe(expected);
    const second = await head.post('/api/rent-calls/issue', {});
    expect(second.body.issued).toBe(0);
    const calls = await t.db.select().from(rentCalls).where(eq(rentCalls.leaseId, row.id));
    expect(calls).toHaveLength(expected);
    expect(new Set(calls.map((c) => c.period)).size).toBe(expected);
    for (const c of calls) {
      expect(c.pdfKey).not.toBeNull();
      expect(c.rentCents + c.chargesCents).toBe(c.totalCents);
    }
    // A revision changes the lease, not the calls already issued.
    await t.db.update(leases).set({ rentCents: 72_000 }).where(eq(leases.id, row.id));
    await head.post('/api/rent-calls/issue', {});
    const again = await t.db.select().from(rentCalls).where(eq(rentCalls.leaseId, row.id));
    expect(again.map((c) => c.rentCents).sort()).toEqual(calls.map((c) => c.rentCents).sort());
    // A member without the permission to edit properties cannot issue.
    expect((await t.client().post('/api/rent-calls/issue', {})).status).toBe(401);
  });
});

// The embedded database's crash: the PostgreSQL pass has no data directory to hand to a child.
describe.skipIf(Boolean(process.env.DATABASE_URL))('kill -9 during the run', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-rent-crash-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const LEASES = 150;
  const callFiles = (agencyId: string) => {
    const dir = path.join(dataDir, 'files', 'rent-calls', agencyId);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile() && d.name.endsWith('.pdf'))
      : [];
  };

  it('leaves no duplicate call, and the next run leaves none missing and every PDF stored', async () => {
    const today = parisToday();
    const seed = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(seed);
    const { agency } = await createAgencyWithBoss(seed.ownerDb, { subscription: 'premium' });
    for (let i = 0; i < LEASES; i++) {
      await createLease(seed.ownerDb, agency.id, {
        startOn: thisMonth(),
        rentCents: 50_000 + i,
        propertyLabel: `Lot ${i}`,
      });
    }
    const sample = (await seed.ownerDb.select().from(leases).limit(1))[0]!;
    const perLease = dueCalls(sample, today).length;
    await seed.close();

    // Node with tsx's loader (not the launcher, which would absorb the signal).
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.resolve('apps/server/test/helpers/rent-calls-run.ts'),
        dataDir,
        agency.id,
        today,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The process dies once some PDFs are stored: the calls are in, their PDFs half drawn.
    const deadline = Date.now() + 120_000;
    let gone = false;
    void exited.then(() => (gone = true));
    while (callFiles(agency.id).length < 10 && Date.now() < deadline && !gone) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(gone, output).toBe(false);
    child.kill('SIGKILL');
    await exited;

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const db = database.ownerDb;
      const [{ value: calls }] = (await db.select({ value: count() }).from(rentCalls)) as [{ value: number }];
      const [{ value: withoutPdf }] = (await db
        .select({ value: count() })
        .from(rentCalls)
        .where(isNull(rentCalls.pdfKey))) as [{ value: number }];
      // The kill landed mid-way: PDFs were missing.
      expect(withoutPdf).toBeGreaterThan(0);
      expect(calls).toBeLessThanOrEqual(LEASES * perLease);

      const storage = new LocalDiskStorage(path.join(dataDir, 'files'));
      const jobs = { enqueue: () => Promise.reject(new Error('no e-mail expected')) } as unknown as JobQueue;
      await withAgency({ agencyId: agency.id }, () =>
        issueRentCalls({ db: database.db, storage, jobs }, agency.id, today),
      );

      const rows = await db.select().from(rentCalls);
      expect(rows).toHaveLength(LEASES * perLease);
      const perKey = new Map<string, number>();
      for (const r of rows)
        perKey.set(`${r.leaseId}/${r.period}`, (perKey.get(`${r.leaseId}/${r.period}`) ?? 0) + 1);
      expect(perKey.size).toBe(LEASES * perLease);
      expect([...perKey.values()].every((n) => n === 1)).toBe(true);
      for (const r of rows) {
        expect(r.pdfKey).not.toBeNull();
        expect(fs.existsSync(path.join(dataDir, 'files', 'rent-calls', r.pdfKey!))).toBe(true);
      }
      expect(callFiles(agency.id)).toHaveLength(LEASES * perLease);
    } finally {
      await database.close();
    }
  }, 300_000);
});
