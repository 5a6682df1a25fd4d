import { AI_JOB_STATUSES, AI_PROVIDERS, AI_TASKS, REVIEW_SOURCES } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';

/** AI calls per agency per calendar month (Paris time), counted before each call (metering). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.month] }),
    check('ai_usage_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('ai_usage_calls_check', sql`${t.calls} >= 0`),
  ],
);

/** The head's switch: may data of the agency's clients go to the configured external AI provider? */
export const agencyAiSettings = pgTable('agency_ai_settings', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  externalProviderEnabled: boolean('external_provider_enabled').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved review analyses (validation 1), reopened and compared from /review-search. */
export const reviewAnalyses = pgTable(
  'review_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    agencyName: text('agency_name').notNull(),
    address: text('address'),
    city: text('city').notNull(),
    source: text('source', { enum: REVIEW_SOURCES }).notNull(),
    engine: text('engine', { enum: AI_PROVIDERS }).notNull(),
    reviewCount: integer('review_count').notNull(),
    /** Texts and statistics as answered (reviewAnalysisSchema without id, dates and names). */
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_analyses_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    check('review_analyses_source_check', oneOf(t.source, REVIEW_SOURCES)),
    check('review_analyses_engine_check', oneOf(t.engine, AI_PROVIDERS)),
  ],
);

/**
 * AI calls run in the jobs room (issue 13): one row per metered call, the request it was given,
 * its status (the browser polls it and may cancel it) and, once done, the answer it gave.
 */
export const aiJobs = pgTable(
  'ai_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    task: text('task', { enum: AI_TASKS }).notNull(),
    engine: text('engine', { enum: AI_PROVIDERS }).notNull(),
    status: text('status', { enum: AI_JOB_STATUSES }).notNull().default('running'),
    /** The month whose call it took (YYYY-MM, Paris): a failed call is given back to that month. */
    month: text('month').notNull(),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_jobs_agency_created_idx').on(t.agencyId, t.createdAt),
    check('ai_jobs_task_check', oneOf(t.task, AI_TASKS)),
    check('ai_jobs_engine_check', oneOf(t.engine, AI_PROVIDERS)),
    check('ai_jobs_status_check', oneOf(t.status, AI_JOB_STATUSES)),
  ],
);
