import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../src/deps';
import type { MailMessage } from '../src/integrations/mail';
import { sendMailJob } from '../src/integrations/mail/send-mail.job';
import { defineJob, InProcessJobQueue, type JobDefinition, type JobQueue } from '../src/jobs';
import { cronOf, periodMs } from '../src/jobs/job';
import { PgBossJobQueue } from '../src/jobs/pg-boss-queue';
import { withDatabase } from './global-setup';
import type { Database } from '../src/db/client';
import { jobQueue } from '../src/db/schema';
import { createTestDatabase } from './helpers/test-database';

const target = inject('testDatabase');
const silent = { info() {}, warn() {}, error() {} };

/** A dedicated database for pg-boss, named like the run's others so a crashed run's copy is dropped later. */
let pgUrl: string | undefined;
/** The in-process queue keeps its jobs in this database (the default PGlite, or PostgreSQL with DATABASE_URL). */
let queueDb: Database;
beforeAll(async () => {
  queueDb = await createTestDatabase();
  if (target.kind !== 'postgres') return;
  const name = `${target.runPrefix}_jobs_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  pgUrl = withDatabase(target.url, name);
});
afterAll(async () => {
  await queueDb.close();
  if (!pgUrl || target.kind !== 'postgres') return;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`drop database if exists "${new URL(pgUrl).pathname.slice(1)}" with (force)`);
  await admin.end();
});

const started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop()));
});

const backends: { name: string; make(jobs: readonly JobDefinition[]): JobQueue }[] = [
  { name: 'in-process (PGlite)', make: (jobs) => new InProcessJobQueue(jobs) },
  ...(target.kind === 'postgres'
    ? [
        {
          name: 'pg-boss (PostgreSQL)',
          make: (jobs: readonly JobDefinition[]) => new PgBossJobQueue(pgUrl!, jobs),
        },
      ]
    : []),
];

let seq = 0;
/** Queue names are unique per test: pg-boss keeps every test's jobs in the one database. */
const jobName = (what: string) => `test-${what}-${++seq}-${randomUUID().slice(0, 6)}`;

async function startQueue(
  make: (jobs: readonly JobDefinition[]) => JobQueue,
  jobs: JobDefinition[],
  deps = {},
) {
  const queue = make(jobs);
  started.push(queue);
  await queue.start({ db: queueDb.db, ...deps } as AppDeps, silent);
  return queue;
}

describe.each(backends)('job queue: $name', ({ make }) => {
  it('retries a failing job, waiting longer each time, until it succeeds', async () => {
    const attempts: number[] = [];
    const flaky = defineJob({
      name: jobName('flaky'),
      payload: z.object({ n: z.number() }),
      retry: { limit: 3, delaySeconds: 1 },
      async run(_deps, { n }) {
        attempts.push(Date.now());
        expect(n).toBe(7);
        if (attempts.length < 3) throw new Error('serveur indisponible');
      },
    });
    const queue = await startQueue(make, [flaky]);
    await queue.enqueue(flaky, { n: 7 });
    await queue.runUntilIdle();
    expect(attempts).toHaveLength(3);
    // Backoff: the first retry waits 1–2 s, the second 2–4 s.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
  }, 30_000);

  it('gives up after its retry limit', async () => {
    let attempts = 0;
    const broken = defineJob({
      name: jobName('broken'),
      payload: z.object({}),
      retry: { limit: 1, delaySeconds: 1 },
      async run() {
        attempts++;
        throw new Error('toujours en panne');
      },
    });
    const queue = await startQueue(make, [broken]);
    await queue.enqueue(broken, {});
    await queue.runUntilIdle();
    expect(attempts).toBe(2);
  }, 30_000);

  it('runs a job once per key, however often it is enqueued', async () => {
    const sent: string[] = [];
    const mail = defineJob({
      name: jobName('keyed'),
      payload: z.object({ to: z.string() }),
      retry: { limit: 1, delaySeconds: 1 },
      async run(_deps, { to }) {
        sent.push(to);
      },
    });
    const queue = await startQueue(make, [mail]);
    await Promise.all([
      queue.enqueue(mail, { to: 'a@exemple.fr' }, { key: 'jeton-1' }),
      queue.enqueue(mail, { to: 'a@exemple.fr' }, { key: 'jeton-1' }),
    ]);
    await queue.runUntilIdle();
    await queue.enqueue(mail, { to: 'a@exemple.fr' }, { key: 'jeton-1' });
    await queue.enqueue(mail, { to: 'b@exemple.fr' }, { key: 'jeton-2' });
    await queue.runUntilIdle();
    expect(sent).toEqual(['a@exemple.fr', 'b@exemple.fr']);
  }, 30_000);

  it('refuses a payload its schema rejects, a job it was not given, and any job before start', async () => {
    const typed = defineJob({
      name: jobName('typed'),
      payload: z.object({ to: z.email() }),
      retry: { limit: 0, delaySeconds: 1 },
      async run() {},
    });
    const other = defineJob({ ...typed, name: jobName('other') });
    await expect(make([typed]).enqueue(typed, { to: 'a@exemple.fr' })).rejects.toThrow(/pas démarrée/);
    const queue = await startQueue(make, [typed]);
    await expect(queue.enqueue(typed, { to: 'pas-un-email' })).rejects.toThrow(z.ZodError);
    await expect(queue.enqueue(other, { to: 'a@exemple.fr' })).rejects.toThrow(/non déclarée/);
  });

  it('runs a scheduled job at start', async () => {
    let runs = 0;
    const purge = defineJob({
      name: jobName('scheduled'),
      payload: z.object({}),
      retry: { limit: 0, delaySeconds: 1 },
      everyHours: 6,
      async run() {
        runs++;
      },
    });
    const queue = await startQueue(make, [purge]);
    await queue.runUntilIdle();
    expect(runs).toBe(1);
  });

  it('runs a job scheduled in minutes at start (issue 29: the inbound mailboxes)', async () => {
    let runs = 0;
    const poll = defineJob({
      name: jobName('minutes'),
      payload: z.object({}),
      retry: { limit: 0, delaySeconds: 1 },
      everyMinutes: 2,
      async run() {
        runs++;
      },
    });
    const queue = await startQueue(make, [poll]);
    await queue.runUntilIdle();
    expect(runs).toBe(1);
  });

  it('sends the e-mail job through the mailer it is started with', async () => {
    const outbox: MailMessage[] = [];
    const mailer = { kind: 'outbox' as const, send: async (m: MailMessage) => void outbox.push(m) };
    const queue = await startQueue(make, [sendMailJob], { mailer });
    await queue.enqueue(sendMailJob, { to: 'ines@exemple.fr', subject: 'Objet', text: 'Lien' }, { key: 'k' });
    await queue.runUntilIdle();
    expect(outbox).toEqual([{ to: 'ines@exemple.fr', subject: 'Objet', text: 'Lien' }]);
  });
});

describe('schedules in minutes', () => {
  const base = { payload: z.object({}), retry: { limit: 0, delaySeconds: 1 }, async run() {} };
  it('take a divisor of 60, never with hours, and give both queues their period', () => {
    expect(() => defineJob({ ...base, name: 'a', everyMinutes: 7 })).toThrow(/diviser 60/);
    expect(() => defineJob({ ...base, name: 'a', everyMinutes: 60 })).toThrow(/diviser 60/);
    expect(() => defineJob({ ...base, name: 'a', everyMinutes: 0 })).toThrow(/diviser 60/);
    expect(() => defineJob({ ...base, name: 'a', everyMinutes: 5, everyHours: 1 })).toThrow(/pas les deux/);
    const poll = defineJob({ ...base, name: 'a', everyMinutes: 2 });
    expect(cronOf(poll)).toBe('*/2 * * * *');
    expect(periodMs(poll)).toBe(120_000);
    const daily = defineJob({ ...base, name: 'b', everyHours: 24 });
    expect(cronOf(daily)).toBe('0 */24 * * *');
    expect(periodMs(daily)).toBe(86_400_000);
    expect(cronOf(defineJob({ ...base, name: 'c' }))).toBeNull();
  });

  it('enqueue the job again every period on the in-process queue', async () => {
    let runs = 0;
    const poll = defineJob({
      ...base,
      name: jobName('every-minute'),
      everyMinutes: 1,
      async run() {
        runs++;
      },
    });
    const intervals: number[] = [];
    const realSetInterval = globalThis.setInterval;
    // Only the schedule's timer is caught: the tick is fired by hand rather than after a minute.
    const ticks: (() => void)[] = [];
    globalThis.setInterval = ((fn: () => void, ms: number) => {
      intervals.push(ms);
      if (ms === 60_000) ticks.push(fn);
      return realSetInterval(() => undefined, 1 << 30);
    }) as typeof setInterval;
    let queue: JobQueue;
    try {
      queue = await startQueue((jobs) => new InProcessJobQueue(jobs), [poll]);
    } finally {
      globalThis.setInterval = realSetInterval;
    }
    await queue.runUntilIdle();
    expect(intervals).toContain(60_000);
    for (const tick of ticks) tick();
    await expect.poll(() => runs).toBe(2);
  });

  it('run once at start and not again on a test server (repeat: false)', async () => {
    let runs = 0;
    const poll = defineJob({
      ...base,
      name: jobName('once'),
      everyMinutes: 1,
      async run() {
        runs++;
      },
    });
    const intervals: number[] = [];
    const realSetInterval = globalThis.setInterval;
    globalThis.setInterval = ((fn: () => void, ms: number) => {
      intervals.push(ms);
      return realSetInterval(fn, ms);
    }) as typeof setInterval;
    let queue: JobQueue;
    try {
      queue = await startQueue((jobs) => new InProcessJobQueue(jobs, { repeat: false }), [poll]);
    } finally {
      globalThis.setInterval = realSetInterval;
    }
    await queue.runUntilIdle();
    expect(runs).toBe(1);
    expect(intervals).not.toContain(60_000);
  });
});

describe.runIf(target.kind === 'postgres')('pg-boss across a restart', () => {
  it('keeps a job waiting for its retry and runs it in the next process', async () => {
    const delivered: string[] = [];
    let attempts = 0;
    let mailServerUp = false;
    const mail = defineJob({
      name: jobName('restart'),
      payload: z.object({ to: z.string() }),
      retry: { limit: 3, delaySeconds: 1 },
      async run(_deps, { to }) {
        attempts++;
        if (!mailServerUp) throw new Error('serveur SMTP injoignable');
        delivered.push(to);
      },
    });
    const first = new PgBossJobQueue(pgUrl!, [mail]);
    await first.start({} as AppDeps, silent);
    await first.enqueue(mail, { to: 'camille@exemple.fr' }, { key: 'reset-1' });
    // Wait for the first attempt to fail, then stop as a deployment would.
    await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThan(0);
    await first.stop();
    expect(delivered).toEqual([]);

    mailServerUp = true;
    const second = new PgBossJobQueue(pgUrl!, [mail]);
    started.push(second);
    await second.start({} as AppDeps, silent);
    await second.runUntilIdle();
    expect(delivered).toEqual(['camille@exemple.fr']);
    expect(attempts).toBe(2);
  }, 60_000);
});

describe('stop with a deadline (issue 25)', () => {
  it.each(backends)(
    '$name: returns at the deadline, naming the job still running',
    async ({ make }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let runs = 0;
      const long = defineJob({
        name: jobName('long'),
        payload: z.object({}),
        retry: { limit: 2, delaySeconds: 1 },
        async run() {
          runs++;
          await held;
        },
      });
      const queue = make([long]);
      await queue.start({ db: queueDb.db } as AppDeps, silent);
      await queue.enqueue(long, {});
      await expect.poll(() => runs, { timeout: 15_000 }).toBe(1);
      const started = performance.now();
      expect(await queue.stop({ deadlineMs: 1_000 })).toEqual([long.name]);
      expect(performance.now() - started).toBeLessThan(5_000);
      release();
    },
    30_000,
  );
});

describe.runIf(target.kind === 'postgres')('pg-boss: a job cut by the shutdown deadline', () => {
  it('runs again in the next process', async () => {
    let firstRun = true;
    const done: string[] = [];
    const job = defineJob({
      name: jobName('cut'),
      payload: z.object({ n: z.number() }),
      retry: { limit: 2, delaySeconds: 1 },
      async run(_deps, { n }) {
        if (firstRun) {
          firstRun = false;
          // The process is stopping: this run never ends (the real one would be killed).
          await new Promise(() => {});
        }
        done.push(`job ${n}`);
      },
    });
    const first = new PgBossJobQueue(pgUrl!, [job]);
    await first.start({ db: queueDb.db } as AppDeps, silent);
    await first.enqueue(job, { n: 1 });
    await expect.poll(() => firstRun, { timeout: 15_000 }).toBe(false);
    expect(await first.stop({ deadlineMs: 1_000 })).toEqual([job.name]);

    const second = new PgBossJobQueue(pgUrl!, [job]);
    started.push(second);
    await second.start({ db: queueDb.db } as AppDeps, silent);
    await second.runUntilIdle();
    expect(done).toEqual(['job 1']);
  }, 60_000);
});

describe('the in-process queue (PGlite) across a restart', () => {
  it('keeps a job waiting for its retry and runs it in the next process', async () => {
    const delivered: string[] = [];
    let attempts = 0;
    let mailServerUp = false;
    const mail = defineJob({
      name: jobName('restart'),
      payload: z.object({ to: z.string() }),
      retry: { limit: 3, delaySeconds: 1 },
      async run(_deps, { to }) {
        attempts++;
        if (!mailServerUp) throw new Error('serveur SMTP injoignable');
        delivered.push(to);
      },
    });
    const first = new InProcessJobQueue([mail]);
    await first.start({ db: queueDb.db } as AppDeps, silent);
    await first.enqueue(mail, { to: 'camille@exemple.fr' }, { key: 'reset-1' });
    await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThan(0);
    await first.stop();
    expect(delivered).toEqual([]);

    mailServerUp = true;
    const second = await startQueue((jobs) => new InProcessJobQueue(jobs), [mail]);
    await second.runUntilIdle();
    expect(delivered).toEqual(['camille@exemple.fr']);
    expect(attempts).toBe(2);
    // Done, its key still refuses a second enqueue.
    await second.enqueue(mail, { to: 'camille@exemple.fr' }, { key: 'reset-1' });
    await second.runUntilIdle();
    expect(delivered).toEqual(['camille@exemple.fr']);
  }, 60_000);

  it('runs again, in the next process, a job that was running when its process died', async () => {
    const runs: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const exportJob = defineJob({
      name: jobName('crashed'),
      payload: z.object({ id: z.string() }),
      retry: { limit: 2, delaySeconds: 1 },
      async run(_deps, { id }) {
        runs.push(id);
        // The first process never finishes its run: it is killed (its queue is simply dropped).
        if (runs.length === 1) await held;
      },
    });
    const dead = new InProcessJobQueue([exportJob]);
    await dead.start({ db: queueDb.db } as AppDeps, silent);
    await dead.enqueue(exportJob, { id: 'export-1' }, { key: 'export-1' });
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
    const [row] = await queueDb.ownerDb.select().from(jobQueue).where(eq(jobQueue.name, exportJob.name));
    expect(row).toMatchObject({ state: 'running', failures: 0 });

    const next = await startQueue((jobs) => new InProcessJobQueue(jobs), [exportJob]);
    await next.runUntilIdle();
    expect(runs).toEqual(['export-1', 'export-1']);
    const [after] = await queueDb.ownerDb.select().from(jobQueue).where(eq(jobQueue.name, exportJob.name));
    expect(after).toMatchObject({ state: 'done', failures: 1 });
    release();
    await dead.stop();
  }, 30_000);
});
