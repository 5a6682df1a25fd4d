import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Who is signed in: accounts, their sessions, the attempt counters and the epoch the session cache follows. Below every module: nearly every table names a user. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * When the owner of `email` followed the link sent to it (modules/auth/email-verification*);
     * null: unverified, so no administrator rights, no alert and no reset link are sent to it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Only the SHA-256 of the cookie token is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Attempt counters for everything that checks a password or a code (auth/attempts.ts), one row
 * per key (`ip:…`, `account:…`) and fixed window; in the database so every API process shares them.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Wrong passwords typed for an account since `since` (the head reads them on the member list); the
 * count starts again after 30 days without one. Its own table, not columns of `users`: a change to
 * `users` moves the auth epoch (every process's session cache), and an attacker's guesses must not.
 */
export const signInFailures = pgTable('sign_in_failures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});

/**
 * One row whose `epoch` moves whenever something a signed-in request's authorisation rests on
 * changes (sessions, users, profiles, agencies, two-factor): triggers in migration 0019 bump it in
 * the writing transaction and notify `immopilote_auth`. The in-process session cache
 * (auth/session-cache.ts) keeps an entry only while the epoch it was read with is current.
 */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('auth_epoch_single_row', sql`${t.id} = 1`)],
);
