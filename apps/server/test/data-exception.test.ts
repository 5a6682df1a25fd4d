import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataException, isUniqueViolation } from '../src/db/errors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const failureOf = (query: ReturnType<typeof sql>) =>
  t.db.execute(query).then(
    () => null,
    (err: unknown) => err,
  );

/** The error handler's safety net answers these with a French 400; the same on PGlite and PostgreSQL. */
describe('database data exceptions (class 22) are recognised', () => {
  it.each([
    ['impossible date', sql`select ${'2024-02-31'}::date`],
    ['year zero', sql`select ${'0000-01-01'}::date`],
    ['impossible time', sql`select ${'2024-01-01 25:00:00+00'}::timestamptz`],
    ['NUL in text', sql`select ${'Jean\u0000Dupont'}::text`],
    ['not a uuid', sql`select ${'nope'}::uuid`],
    ['numeric overflow', sql`select ${'1e400'}::numeric::float8`],
  ])('%s', async (_what, query) => {
    const err = await failureOf(query);
    expect(err).not.toBeNull();
    expect(isDataException(err)).toBe(true);
  });
  it('leaves other failures to the internal error path', async () => {
    const err = await failureOf(sql`select * from no_such_table`);
    expect(isDataException(err)).toBe(false);
    expect(isUniqueViolation(err)).toBe(false);
  });
});
