import { unbound } from '../db/agency-scope';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import {
  type EnqueueOptions,
  type JobDefinition,
  type JobLogger,
  type JobQueue,
  KEY_RETENTION_HOURS,
  periodMs,
  retryDelayMs,
  runJob,
} from './job';
import * as repo from './job-queue.repo';

interface Pending {
  id: string;
  job: JobDefinition;
  payload: unknown;
  failures: number;
}

/** Expired keys are removed this often (and at start). */
const KEY_PURGE_MS = 3600_000;

/**
 * The job queue on PGlite: PGlite is one connection inside this process, not a server pg-boss can
 * reach, so this process runs the jobs; each one is a row of `job_queue` (job-queue.schema.ts)
 * until it is done, so a job waiting, due for a retry or running when the process stops or is
 * killed runs again at the next start (a run cut short counts as a failed attempt, as on pg-boss).
 * Retries, backoff, keys and schedules behave as on pg-boss. Jobs of one name run one at a time
 * (or `concurrency` at a time), as with pg-boss's workers per queue.
 */
export class InProcessJobQueue implements JobQueue {
  readonly backend = 'in-process' as const;
  private readonly definitions: Map<string, JobDefinition>;
  private context: { deps: AppDeps; log: JobLogger } | undefined;
  private stopped = false;
  /** Ready to run, per job name. */
  private readonly ready = new Map<string, Pending[]>();
  private readonly running = new Map<string, Set<Promise<void>>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs enqueued and not yet done or given up. */
  private outstanding = 0;
  private idleWaiters: (() => void)[] = [];

  /**
   * `repeat: false` runs the periodic jobs once at start and never again: for test servers, where a
   * schedule every few minutes would write the queue's table in the middle of a file that compares
   * the database before and after each request.
   */
  constructor(
    jobs: readonly JobDefinition[],
    private readonly options: { repeat?: boolean } = {},
  ) {
    this.definitions = new Map(jobs.map((job) => [job.name, job]));
  }

  /** The queue's statements belong to no agency, whoever enqueues. */
  private store<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const db = this.context!.deps.db;
    return unbound(() => work(db)) as Promise<T>;
  }

  async enqueue<P>(job: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    if (this.definitions.get(job.name) !== job) throw new Error(`Tâche non déclarée : ${job.name}`);
    // As on pg-boss, which needs its connection: a job enqueued before start is a wiring mistake.
    if (!this.context) throw new Error("La file des tâches n'est pas démarrée");
    // A request finishing during shutdown: its job is dropped as the waiting ones are at stop.
    if (this.stopped) return;
    const data = job.payload.parse(payload);
    const id = await this.store((db) =>
      repo.insertJob(db, {
        name: job.name,
        key: options.key ?? null,
        payload: data,
        keyUntil: options.key === undefined ? null : new Date(Date.now() + KEY_RETENTION_HOURS * 3600_000),
      }),
    );
    // The same key, still waiting, running or recently done: nothing new.
    if (id === null) return;
    this.outstanding++;
    this.push({ id, job: job as JobDefinition, payload: data, failures: 0 });
  }

  async start(deps: AppDeps, log: JobLogger): Promise<void> {
    this.context = { deps, log };
    this.stopped = false;
    await this.store((db) => repo.purgeExpiredKeys(db));
    const purge = setInterval(() => {
      this.store((db) => repo.purgeExpiredKeys(db)).catch((err) =>
        log.error({ err }, 'file des tâches : clés expirées non supprimées'),
      );
    }, KEY_PURGE_MS);
    purge.unref();
    this.timers.add(purge);
    // What the previous process left: resumed now, or after its retry delay.
    const left = await this.store((db) => repo.leftJobs(db, [...this.definitions.keys()]));
    for (const row of left) {
      const job = this.definitions.get(row.name)!;
      const payload = job.payload.safeParse(row.payload);
      // A periodic job is enqueued again below; a payload this version no longer reads cannot run.
      if (periodMs(job) !== null || !payload.success || row.failures > job.retry.limit) {
        if (!payload.success || row.failures > job.retry.limit) {
          log.error({ job: job.name, attempts: row.failures }, 'tâche abandonnée après ses essais');
        }
        await this.store((db) => repo.finishJob(db, row.id));
        continue;
      }
      this.outstanding++;
      const pending = { id: row.id, job, payload: payload.data, failures: row.failures };
      const wait = row.runAfter.getTime() - Date.now();
      if (wait > 0) this.later(pending, wait);
      else this.push(pending);
    }
    for (const job of this.definitions.values()) {
      const period = periodMs(job);
      if (period === null) continue;
      await this.enqueue(job, {});
      if (this.options.repeat === false) continue;
      const timer = setInterval(() => {
        this.enqueue(job, {}).catch((err) => log.error({ err, job: job.name }, 'tâche planifiée refusée'));
      }, period);
      timer.unref();
      this.timers.add(timer);
    }
  }

  async stop({ deadlineMs }: { deadlineMs?: number } = {}): Promise<string[]> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    // Waiting jobs stay in the table for the next start.
    this.ready.clear();
    const runs = [...this.running.entries()].flatMap(([name, set]) => [...set].map((run) => ({ name, run })));
    const still = new Set(runs);
    const all = Promise.allSettled(runs.map((r) => r.run.finally(() => still.delete(r))));
    let timer: NodeJS.Timeout | undefined;
    if (deadlineMs === undefined) await all;
    else {
      await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, deadlineMs)))]);
      clearTimeout(timer);
    }
    this.outstanding = 0;
    this.notifyIdle();
    return [...still].map((r) => r.name);
  }

  runUntilIdle(): Promise<void> {
    if (this.outstanding === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private push(pending: Pending) {
    const queue = this.ready.get(pending.job.name) ?? [];
    queue.push(pending);
    this.ready.set(pending.job.name, queue);
    // After the current call stack: the request that enqueued answers without waiting for the job.
    setImmediate(() => this.pump(pending.job.name));
  }

  private later(pending: Pending, delay: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.push(pending);
    }, delay);
    this.timers.add(timer);
  }

  private pump(name: string) {
    if (!this.context || this.stopped) return;
    const running = this.running.get(name) ?? new Set<Promise<void>>();
    const limit = this.definitions.get(name)?.concurrency ?? 1;
    while (running.size < limit) {
      const next = this.ready.get(name)?.shift();
      if (!next) break;
      const run: Promise<void> = this.attempt(next, this.context).finally(() => {
        running.delete(run);
        this.pump(name);
      });
      running.add(run);
    }
    this.running.set(name, running);
  }

  private async attempt(pending: Pending, { deps, log }: { deps: AppDeps; log: JobLogger }) {
    const { job } = pending;
    try {
      await this.store((db) => repo.markRunning(db, pending.id));
      await runJob(job, deps, job.payload.parse(pending.payload), log);
    } catch (err) {
      const failures = pending.failures + 1;
      if (this.stopped) {
        // Shutting down: the row stays for the next start, which counts this attempt.
        this.settle();
        return;
      }
      if (failures > job.retry.limit) {
        log.error({ err, job: job.name, attempts: failures }, 'tâche abandonnée après ses essais');
        await this.finish(pending, log);
        return;
      }
      const delay = retryDelayMs(job.retry, failures);
      log.warn({ err, job: job.name, attempt: failures, retryInMs: delay }, 'tâche en échec, nouvel essai');
      try {
        await this.store((db) => repo.markRetry(db, pending.id, failures, new Date(Date.now() + delay)));
      } catch (storeErr) {
        log.error({ err: storeErr, job: job.name }, 'file des tâches : nouvel essai non enregistré');
      }
      this.later({ ...pending, failures }, delay);
      return;
    }
    await this.finish(pending, log);
  }

  private async finish(pending: Pending, log: JobLogger) {
    try {
      await this.store((db) => repo.finishJob(db, pending.id));
    } catch (err) {
      // The job ran; at worst the next start runs it again (jobs are written to bear a second run).
      log.error({ err, job: pending.job.name }, 'file des tâches : fin de tâche non enregistrée');
    }
    this.settle();
  }

  private settle() {
    this.outstanding--;
    if (this.outstanding === 0) this.notifyIdle();
  }

  private notifyIdle() {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
