import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { unbound, withAgency } from '../db/agency-scope';
import type { AppDeps } from '../deps';

/**
 * Work that outlives a request (e-mails, AI calls, exports, retention purges, webhook
 * processing) is declared once as a job and run by a `JobQueue`: pg-boss on PostgreSQL, an
 * in-process runner on PGlite. Both give the same guarantees while the process lives: the
 * payload is checked against its schema when enqueued and again when run, a failed run is retried
 * with exponential backoff, and an enqueue with a key that was already used does nothing.
 */
export interface JobDefinition<P = unknown> {
  /** Queue name: lower case, digits and dashes. */
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /**
   * After a failure, `limit` more attempts; the n-th waits between delaySeconds × 2^(n-1) and
   * twice that (random spread, so many failures at once do not retry in step).
   */
  readonly retry: { readonly limit: number; readonly delaySeconds: number };
  /** Jobs of this name one process runs at once (default 1): for work that mostly waits on a network. */
  readonly concurrency?: number;
  /** Also enqueued at start-up and then every `everyHours` hours (a divisor of 24, so the cron is exact). */
  readonly everyHours?: number;
  /**
   * The same every `everyMinutes` minutes (a divisor of 60 below 60): work that must follow the
   * world closely (an inbound mailbox polled every few minutes). Not with `everyHours`.
   */
  readonly everyMinutes?: number;
  /**
   * The agency the job works for: its statements see that agency's rows only (db/agency-scope.ts).
   * A job without one sees no agency's rows; a periodic job over every agency uses `forEachAgency`.
   */
  agencyOf?(payload: P): string | null;
  /** `log` is the server's log (a job that must report without failing, e.g. a file left behind). */
  run(deps: AppDeps, payload: P, log: JobLogger): Promise<void>;
}

/**
 * How both queues run a job: bound to its agency, or to none. Never to the binding of the code that
 * enqueued it, which an in-process timer would otherwise carry along.
 */
export function runJob<P>(job: JobDefinition<P>, deps: AppDeps, payload: P, log: JobLogger): Promise<void> {
  const agencyId = job.agencyOf?.(payload) ?? null;
  const work = () => job.run(deps, payload, log);
  return agencyId ? withAgency({ agencyId }, work) : unbound(work);
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  if (!/^[a-z0-9-]+$/.test(definition.name)) throw new Error(`Nom de tâche invalide : ${definition.name}`);
  if (!Number.isInteger(definition.retry.delaySeconds) || definition.retry.delaySeconds < 1) {
    // pg-boss stores whole seconds; the in-process runner follows the same rule.
    throw new Error(`${definition.name} : retry.delaySeconds doit être un entier ≥ 1`);
  }
  if (definition.everyHours !== undefined && 24 % definition.everyHours !== 0) {
    throw new Error(`${definition.name} : everyHours doit diviser 24`);
  }
  const minutes = definition.everyMinutes;
  if (
    minutes !== undefined &&
    (!Number.isInteger(minutes) || minutes < 1 || minutes >= 60 || 60 % minutes !== 0)
  ) {
    throw new Error(`${definition.name} : everyMinutes doit diviser 60`);
  }
  if (minutes !== undefined && definition.everyHours !== undefined) {
    throw new Error(`${definition.name} : everyHours ou everyMinutes, pas les deux`);
  }
  return definition;
}

/** A periodic job's interval in milliseconds, or null for a job that runs only when enqueued. */
export function periodMs(job: Pick<JobDefinition, 'everyHours' | 'everyMinutes'>): number | null {
  if (job.everyMinutes !== undefined) return job.everyMinutes * 60_000;
  if (job.everyHours !== undefined) return job.everyHours * 3600_000;
  return null;
}

/** A periodic job's cron (pg-boss): on the hour's or the minute's exact multiples. */
export function cronOf(job: Pick<JobDefinition, 'everyHours' | 'everyMinutes'>): string | null {
  if (job.everyMinutes !== undefined) return `*/${job.everyMinutes} * * * *`;
  if (job.everyHours !== undefined) return `0 */${job.everyHours} * * *`;
  return null;
}

export interface EnqueueOptions {
  /**
   * Idempotency key: a second enqueue of the same job with the same key is ignored while the
   * first is waiting, running or finished less than `KEY_RETENTION_HOURS` ago.
   */
  key?: string;
}

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobQueue {
  readonly backend: 'pg-boss' | 'in-process';
  enqueue<P>(job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<void>;
  /** Starts the workers and schedules; jobs run with these deps. Enqueue after it (pg-boss needs its connection). */
  start(deps: AppDeps, log: JobLogger): Promise<void>;
  /**
   * Takes no more jobs at once and waits for the running ones (graceful shutdown), at most
   * `deadlineMs` when given: a job still running then is left to the process's exit, and runs
   * again later where the queue keeps jobs (pg-boss marks it failed, so it is retried).
   * Resolves with the names of the jobs still running.
   */
  stop(options?: { deadlineMs?: number }): Promise<string[]>;
  /** Resolves once no job is waiting, running or due for a retry: for tests and scripts. */
  runUntilIdle(): Promise<void>;
}

/** pg-boss archives a finished job after 12 hours; until then its key refuses a duplicate. */
export const KEY_RETENTION_HOURS = 12;

/** The wait before attempt `attempt + 1`, after `attempt` failures: pg-boss's formula. */
export function retryDelayMs(retry: JobDefinition['retry'], failures: number): number {
  const base = retry.delaySeconds * 2 ** (Math.min(16, failures) - 1);
  return Math.round((base + base * Math.random()) * 1000);
}
