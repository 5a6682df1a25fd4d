import { createHash } from 'node:crypto';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps';
import {
  cronOf,
  type EnqueueOptions,
  type JobDefinition,
  type JobLogger,
  type JobQueue,
  runJob,
} from './job';

/** Its own schema, so pg-boss's tables never mix with ours or with drizzle's migrations. */
export const PG_BOSS_SCHEMA = 'pgboss';
/** A worker looks for work this often when idle; an enqueue in this process wakes it at once. */
const POLLING_SECONDS = 2;
const STOP_TIMEOUT_MS = 15_000;
const IDLE_CHECK_MS = 100;
/** Advisory lock key (any constant bigint) held while a process sets up the queues. */
const QUEUE_SETUP_LOCK = 7_310_942_017;

/**
 * The job queue on PostgreSQL: pg-boss keeps jobs in tables, so a job waiting or due for a retry
 * survives a restart or a crash (a job that was running when the process died is retried once
 * it expires, after 15 minutes), and any instance of the server can run it.
 */
export class PgBossJobQueue implements JobQueue {
  readonly backend = 'pg-boss' as const;
  private readonly definitions: Map<string, JobDefinition>;
  private readonly workers = new Map<string, string[]>();
  private boss: PgBoss | undefined;
  /** The names of the jobs running in this process (one entry per run). */
  private readonly active: string[] = [];

  constructor(
    private readonly connectionString: string,
    jobs: readonly JobDefinition[],
  ) {
    this.definitions = new Map(jobs.map((job) => [job.name, job]));
  }

  async start(deps: AppDeps, log: JobLogger): Promise<void> {
    // Loaded here, not at import: a PGlite install never needs it.
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      connectionString: this.connectionString,
      schema: PG_BOSS_SCHEMA,
      application_name: 'immopilote-jobs',
      // Fetches, completions and maintenance: a few connections besides the app's pool.
      max: 4,
    });
    this.boss = boss;
    boss.on('error', (err) => log.error({ err }, 'file des tâches (pg-boss)'));
    await boss.start();
    await this.oneProcessAtATime(async () => {
      for (const job of this.definitions.values()) {
        const queue = {
          name: job.name,
          policy: 'standard' as const,
          retryLimit: job.retry.limit,
          retryDelay: job.retry.delaySeconds,
          retryBackoff: true,
        };
        // createQueue leaves an existing queue as it is; updateQueue applies today's retry rules.
        await boss.createQueue(job.name, queue);
        await boss.updateQueue(job.name, queue);
        const cron = cronOf(job);
        if (cron !== null) await boss.schedule(job.name, cron, {});
      }
    });
    for (const job of this.definitions.values()) {
      // pg-boss 10 runs one job at a time per worker: `concurrency` workers run that many at once.
      const ids: string[] = [];
      for (let i = 0; i < (job.concurrency ?? 1); i++) {
        const workerId = await boss.work(
          job.name,
          { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
          async ([pgJob]) => {
            this.active.push(job.name);
            try {
              if (pgJob) await runJob(job, deps, job.payload.parse(pgJob.data), log);
            } catch (err) {
              log.warn({ err, job: job.name, id: pgJob?.id }, 'tâche en échec (pg-boss la réessaie)');
              throw err;
            } finally {
              this.active.splice(this.active.indexOf(job.name), 1);
              // Look for the next job now rather than after the polling interval.
              boss.notifyWorker(workerId);
            }
          },
        );
        ids.push(workerId);
      }
      this.workers.set(job.name, ids);
      if (cronOf(job) !== null) await this.enqueue(job, {});
    }
  }

  /**
   * Two processes starting together on a fresh database create the same queues at once, and
   * PostgreSQL answers one of them with a deadlock on pg-boss's queue table (seen in
   * two-processes.test.ts): the set-up runs under a session advisory lock, one process after the other.
   */
  private async oneProcessAtATime(setUp: () => Promise<void>): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      await setUp();
    } finally {
      // Ending the session releases the lock too, should the unlock itself fail.
      await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
      await client.end();
    }
  }

  async enqueue<P>(job: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    if (this.definitions.get(job.name) !== job) throw new Error(`Tâche non déclarée : ${job.name}`);
    const data = job.payload.parse(payload) as object;
    // A key becomes the job's id: pg-boss inserts with ON CONFLICT DO NOTHING, so a second
    // enqueue with the same key is ignored until the first job is archived (12 hours after it ends).
    const id = options.key === undefined ? undefined : uuidFromKey(job.name, options.key);
    const boss = this.started();
    await boss.send(job.name, data, { id });
    for (const workerId of this.workers.get(job.name) ?? []) boss.notifyWorker(workerId);
  }

  async stop({ deadlineMs = STOP_TIMEOUT_MS }: { deadlineMs?: number } = {}): Promise<string[]> {
    const boss = this.boss;
    if (!boss) return [];
    // Running jobs may finish; those still running at the deadline are marked failed and retried
    // later (by this process after a restart, or by another one). Enqueues still work meanwhile.
    try {
      await boss.stop({ graceful: true, wait: true, timeout: deadlineMs });
    } finally {
      this.boss = undefined;
    }
    // pg-boss has given up on these (failed, to be retried); their code is still running here.
    return [...this.active];
  }

  async runUntilIdle(): Promise<void> {
    const names = [...this.definitions.keys()];
    const boss = this.started();
    for (;;) {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select count(*)::int as n from ${PG_BOSS_SCHEMA}.job where name = any($1) and state in ('created', 'retry', 'active')`,
          [names],
        );
      if ((rows[0] as { n: number }).n === 0) return;
      for (const workerId of [...this.workers.values()].flat()) boss.notifyWorker(workerId);
      await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
    }
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error("La file des tâches n'est pas démarrée");
    return this.boss;
  }
}

/** A stable UUID for (job, key): pg-boss ids are UUIDs. */
export function uuidFromKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Version 8 (custom) and the RFC 4122 variant, so PostgreSQL's uuid type accepts it as any other.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
