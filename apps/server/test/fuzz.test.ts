import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@immopilote/contracts';
import { SESSION_COOKIE } from '../src/auth/sessions';
import { createWorld, type World } from './helpers/actors';
import { pathVariants, rawRequest } from './helpers/raw-request';
import { startTestApp, type TestApp } from './helpers/test-app';
import { matrix } from './matrix';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

/** A digest of every row of every table: any write shows up. */
async function databaseDigest(): Promise<string> {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const res = (await t.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${tablename}" x`,
      ),
    )) as unknown as { rows: { d: string | null }[] };
    parts.push(`${tablename}:${res.rows[0]?.d}`);
  }
  return parts.join(',');
}

const badValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', '0', '-1', 'null', '../../etc/passwd', "' or 1=1 --", '\u0000', 'é'.repeat(5000)),
);
const badBody = fc.oneof(fc.dictionary(fc.string({ maxLength: 20 }), badValue, { maxKeys: 6 }), badValue);
const badParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 80 }),
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', '..%2F..', '%00', 'nul', '9'.repeat(400)),
);

describe('fuzz: generated bad input never causes a 5xx nor a database change', () => {
  for (const testCase of matrix) {
    const [method, path] = testCase.route.split(' ') as [string, string];
    it(testCase.route, async () => {
      await fc.assert(
        fc.asyncProperty(
          badBody,
          fc.array(badParam, { minLength: 3, maxLength: 3 }),
          fc.boolean(),
          async (body, params, asBoss) => {
            let i = 0;
            const url = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? 'x'));
            const client = (asBoss ? world.actors.bossA : world.actors.visitor).client;
            const before = testCase.fuzzChangesDatabase ? '' : await databaseDigest();
            const res =
              method === 'GET' || method === 'DELETE'
                ? await client.request(method, url)
                : await client.request(method, url, { json: body });
            expect(res.status, `${method} ${url} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
            if (!testCase.fuzzChangesDatabase) expect(await databaseDigest()).toBe(before);
            if (testCase.fuzzChangesDatabase) world = await createWorld(t);
          },
        ),
        { numRuns: 12 },
      );
    });
  }
});

describe('encoded spellings of every route get the checks of the route they reach', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  for (const testCase of matrix) {
    const [method, path] = testCase.route.split(' ') as [string, string];
    it(testCase.route, async () => {
      const guard = t.app.registeredRoutes.find((r) => r.method === method && r.url === path)?.guard;
      const cookie = `${SESSION_COOKIE}=${world.actors.bossA.client.getCookie(SESSION_COOKIE)}`;
      const before = await databaseDigest();
      for (const variant of pathVariants(path)) {
        const url = variant.replace(/:[A-Za-z]+/g, someId);
        if (method !== 'GET') {
          const refused: Record<string, string>[] = [
            { cookie },
            { cookie, origin: 'https://attaquant.example', [CSRF_HEADER]: '1' },
          ];
          for (const headers of refused) {
            const res = await rawRequest(t.baseUrl, method, url, { headers });
            expect([403, 404], `${method} ${url}`).toContain(res.status);
            if (res.status === 403) expect(res.json.error.code).toBe('CSRF_REJECTED');
          }
        }
        if (guard?.level !== 'public') {
          const res = await rawRequest(t.baseUrl, method, url, { headers: { [CSRF_HEADER]: '1' } });
          expect([401, 404], `visitor ${method} ${url}`).toContain(res.status);
        }
      }
      expect(await databaseDigest()).toBe(before);
    });
  }
});
