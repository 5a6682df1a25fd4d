import type { AppDeps } from '../deps';
import {
  type EnqueueOptions,
  type JobDefinition,
  type JobLogger,
  type JobQueue,
  KEY_RETENTION_HOURS,
  retryDelayMs,
  runJob,
} from './job';

interface Pending {
  job: JobDefinition;
  payload: unknown;
  failures: number;
}

/**
 * The job queue on PGlite: PGlite is one connection inside this process, not a server pg-boss can
 * reach, so jobs live in memory. Retries, backoff, keys and schedules behave as on pg-boss, but a
 * job still waiting when the process stops is lost (a reset e-mail is asked for again; a purge
 * runs again at the next start). Jobs of one name run one at a time (or `concurrency` at a time),
 * as with pg-boss's workers per queue.
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
  /** Idempotency keys and when they may be used again. */
  private readonly keys = new Map<string, number>();
  /** Jobs enqueued and not yet done or given up. */
  private outstanding = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(jobs: readonly JobDefinition[]) {
    this.definitions = new Map(jobs.map((job) => [job.name, job]));
  }

  async enqueue<P>(job: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    if (this.definitions.get(job.name) !== job) throw new Error(`Tâche non déclarée : ${job.name}`);
    // As on pg-boss, which needs its connection: a job enqueued before start is a wiring mistake.
    if (!this.context) throw new Error("La file des tâches n'est pas démarrée");
    // A request finishing during shutdown: its job is dropped as the waiting ones are at stop.
    if (this.stopped) return;
    const data = job.payload.parse(payload);
    if (options.key !== undefined) {
      const now = Date.now();
      for (const [key, until] of this.keys) if (until <= now) this.keys.delete(key);
      const key = `${job.name}\u0000${options.key}`;
      if (this.keys.has(key)) return;
      this.keys.set(key, now + KEY_RETENTION_HOURS * 3600_000);
    }
    this.outstanding++;
    this.push({ job: job as JobDefinition, payload: data, failures: 0 });
  }

  async start(deps: AppDeps, log: JobLogger): Promise<void> {
    this.context = { deps, log };
    for (const job of this.definitions.values()) {
      if (job.everyHours === undefined) continue;
      await this.enqueue(job, {});
      const timer = setInterval(() => {
        this.enqueue(job, {}).catch((err) => log.error({ err, job: job.name }, 'tâche planifiée refusée'));
      }, job.everyHours * 3600_000);
      timer.unref();
      this.timers.add(timer);
    }
  }

  async stop({ deadlineMs }: { deadlineMs?: number } = {}): Promise<string[]> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
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
      await runJob(job, deps, job.payload.parse(pending.payload), log);
      this.settle();
    } catch (err) {
      const failures = pending.failures + 1;
      if (failures > job.retry.limit || this.stopped) {
        log.error({ err, job: job.name, attempts: failures }, 'tâche abandonnée après ses essais');
        this.settle();
        return;
      }
      const delay = retryDelayMs(job.retry, failures);
      log.warn({ err, job: job.name, attempt: failures, retryInMs: delay }, 'tâche en échec, nouvel essai');
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.push({ ...pending, failures });
      }, delay);
      this.timers.add(timer);
    }
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
