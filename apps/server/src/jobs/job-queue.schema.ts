import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * The job queue on PGlite (jobs/in-process-queue.ts): each job enqueued is a row until it is done or
 * given up, so a restart resumes what was waiting, due for a retry or running when the process
 * died. A keyed job's row stays `done` until its key may be used again. Not agency data: it holds
 * no agency column; a job's payload names its agency and `runJob` binds the job to it. On
 * PostgreSQL, pg-boss keeps its own tables and this one stays empty.
 */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Idempotency key (EnqueueOptions.key); a second enqueue with it is ignored until `keyUntil`. */
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['waiting', 'running', 'done'] })
      .notNull()
      .default('waiting'),
    /** Attempts that failed, a run cut short by a crash included (as pg-boss counts an expired job). */
    failures: integer('failures').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    keyUntil: timestamp('key_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_queue_name_key_key').on(t.name, t.key),
    index('job_queue_state_idx').on(t.state, t.runAfter),
    check('job_queue_state_check', sql`${t.state} in ('waiting', 'running', 'done')`),
  ],
);
