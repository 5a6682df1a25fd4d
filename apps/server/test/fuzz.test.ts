import { CSRF_HEADER, commonMessages, endpoints } from '@immopilote/contracts';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../src/auth/sessions';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_NAMES, type Actor, createWorld, signedInClient, type World } from './helpers/actors';
import {
  cursorHolding,
  hostileValue,
  IMPOSSIBLE_CURSOR_TIMES,
  IMPOSSIBLE_DATES,
  UNSTORABLE_TEXT,
} from './helpers/hostile-input';
import { pathVariants, rawRequest } from './helpers/raw-request';
import { insertApiKey } from './helpers/api-keys';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestResponse } from './helpers/test-client';
import { matrix } from './matrix';
import type { MatrixCase, MatrixRequest } from './matrix/matrix-case';

let t: TestApp;
let world: World;
/** Every scope of A, for the `/api/v1` routes: their refusals must prove validation, not a missing key. */
let bearerA: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
  bearerA = (await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!)).bearer;
  await installWriteCounter();
});
const takesApiKey = (method: string, path: string) =>
  t.app.registeredRoutes.find((r) => r.method === method && r.url === path)?.guard?.level === 'apiKey';
afterAll(() => t.close());

/**
 * Every write to every table is counted: a row inserted or deleted, or updated to other values,
 * bumps one counter (row triggers, installed once on this file's own database). Except the attempt
 * counters (auth_attempts, and sign_in_failures that the head sees): a well-formed guess refused
 * for a wrong password or code is counted on purpose; so is every request of an API key in its
 * minute window (api_key_windows, issue 33), and its last use. The same « nothing changed » as a digest of
 * every row, for one tiny read instead of hashing the whole database (7 ms × thousands of checks).
 */
let writeCounterTables = 0;
async function installWriteCounter(): Promise<void> {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('auth_attempts', 'sign_in_failures', 'api_key_windows') order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const statements = [
    'create table fuzz_writes (n bigint not null)',
    'insert into fuzz_writes values (0)',
    `create function fuzz_count_write() returns trigger language plpgsql security definer as
      $$ begin update fuzz_writes set n = n + 1; return null; end $$`,
    ...tables.rows.flatMap(({ tablename }) => [
      `create trigger fuzz_writes_rows after insert or delete on "${tablename}"
        for each row execute function fuzz_count_write()`,
      // An API key's « dernier usage » is written by any request it makes, refused or not.
      tablename === 'api_keys'
        ? `create trigger fuzz_writes_changes after update on "${tablename}" for each row
            when ((to_jsonb(old) - 'last_used_at') is distinct from (to_jsonb(new) - 'last_used_at'))
            execute function fuzz_count_write()`
        : `create trigger fuzz_writes_changes after update on "${tablename}"
        for each row when (old.* is distinct from new.*) execute function fuzz_count_write()`,
    ]),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
  writeCounterTables = tables.rows.length;
}

async function databaseWrites(): Promise<string> {
  // A counter on no table would make every « unchanged » check pass.
  expect(writeCounterTables).toBeGreaterThan(50);
  const res = (await t.db.execute(sql`select n from fuzz_writes`)) as unknown as { rows: { n: string }[] };
  return String(res.rows[0]?.n);
}

const badValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', '0', '-1', 'null', '../../etc/passwd', "' or 1=1 --", '\u0000', 'é'.repeat(5000)),
  hostileValue,
);
const badBody = fc.oneof(fc.dictionary(fc.string({ maxLength: 20 }), badValue, { maxKeys: 6 }), badValue);
const badParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 80 }),
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', '..%2F..', '%00', 'nul', '9'.repeat(400)),
);

describe('fuzz: generated bad input never causes a 5xx nor a database change', () => {
  it('the counter sees a write, and not an update that changes nothing', async () => {
    const before = await databaseWrites();
    await t.db.execute(sql`update agencies set name = name || '·' where id = ${world.agencyA.id}`);
    expect(await databaseWrites()).not.toBe(before);
    await t.db.execute(sql`update agencies set name = left(name, -1) where id = ${world.agencyA.id}`);
    const unchanged = await databaseWrites();
    await t.db.execute(sql`update agencies set name = name where id = ${world.agencyA.id}`);
    expect(await databaseWrites()).toBe(unchanged);
  });

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
            const headers = asBoss && takesApiKey(method, path) ? bearerA : undefined;
            const before = testCase.fuzzChangesDatabase ? '' : await databaseWrites();
            const res =
              method === 'GET' || method === 'DELETE'
                ? await client.request(method, url, { headers })
                : await client.request(method, url, { json: body, headers });
            expect(res.status, `${method} ${url} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
            if (!testCase.fuzzChangesDatabase) expect(await databaseWrites()).toBe(before);
            if (testCase.fuzzChangesDatabase) {
              // Jobs the request enqueued (an e-mail) write later: let them finish before the next check.
              await t.deps.jobs.runUntilIdle();
              world = await createWorld(t);
            }
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
      const registered = t.app.registeredRoutes.find((r) => r.method === method && r.url === path);
      const guard = registered?.guard;
      const cookie = `${SESSION_COOKIE}=${world.actors.bossA.client.getCookie(SESSION_COOKIE)}`;
      const before = await databaseWrites();
      for (const variant of pathVariants(path)) {
        const url = variant.replace(/:[A-Za-z]+/g, someId);
        if (guard?.level === 'apiKey') {
          // The open API reads no cookie: a session alone is no key, whatever the CSRF header.
          const res = await rawRequest(t.baseUrl, method, url, { headers: { cookie, [CSRF_HEADER]: '1' } });
          expect([401, 404], `${method} ${url}`).toContain(res.status);
        } else if (registered?.csrfExempt) {
          // A webhook: no CSRF header to check, its signature is the check (none here): refused as
          // malformed, unsigned (the inbound mail webhook's 401) or not found.
          const res = await rawRequest(t.baseUrl, method, url, { headers: { cookie } });
          expect([400, 401, 404], `${method} ${url}`).toContain(res.status);
        } else if (method !== 'GET') {
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
      expect(await databaseWrites()).toBe(before);
    });
  }
});

// ---- hostile values inside otherwise valid requests ------------------------------------------

/** A field of a valid request: a JSON key, a form field, or a key of a JSON object sent in a form field. */
type FieldPath = [string] | [string, string];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function jsonObjectIn(value: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function formEntries(form: FormData | undefined): [string, FormDataEntryValue][] {
  const entries: [string, FormDataEntryValue][] = [];
  form?.forEach((value, name) => {
    entries.push([name, value]);
  });
  return entries;
}

function fieldsOf(req: MatrixRequest): FieldPath[] {
  if (isPlainObject(req.json)) return Object.keys(req.json).map((k): FieldPath => [k]);
  const paths: FieldPath[] = [];
  for (const [name, value] of formEntries(req.form)) {
    if (typeof value !== 'string') continue;
    const nested = jsonObjectIn(value);
    if (nested) for (const key of Object.keys(nested)) paths.push([name, key]);
    else paths.push([name]);
  }
  return paths;
}

function valueAt(req: MatrixRequest, [name, key]: FieldPath): unknown {
  if (isPlainObject(req.json)) return req.json[name];
  const value = req.form?.get(name);
  if (typeof value !== 'string') return undefined;
  return key === undefined ? value : jsonObjectIn(value)?.[key];
}

function withValue(req: MatrixRequest, [name, key]: FieldPath, value: unknown): MatrixRequest {
  if (isPlainObject(req.json))
    return { url: req.url, json: { ...req.json, [name]: value }, headers: req.headers };
  const form = new FormData();
  for (const [n, v] of formEntries(req.form)) {
    if (n !== name || typeof v !== 'string') form.append(n, v);
    else if (key === undefined) form.append(n, typeof value === 'string' ? value : JSON.stringify(value));
    else form.append(n, JSON.stringify({ ...jsonObjectIn(v), [key]: value }));
  }
  return { url: req.url, form, headers: req.headers };
}

function withFileName(req: MatrixRequest, fileName: string): MatrixRequest | null {
  const files = [...formEntries(req.form)].filter(([, v]) => typeof v !== 'string');
  if (files.length === 0) return null;
  const form = new FormData();
  for (const [n, v] of formEntries(req.form)) {
    form.append(n, typeof v === 'string' ? v : new File([v], fileName, { type: v.type }));
  }
  return { url: req.url, form };
}

const declared = new Map<string, { query?: unknown }>(
  Object.values(endpoints)
    .flatMap((group) => Object.values(group))
    .map((e) => [`${e.method} ${e.path}`, e] as const),
);

/** Query keys a GET route declares (its schema decides what they may hold). */
function queryKeysOf(route: string): string[] {
  const e = declared.get(route);
  const query = e && 'query' in e ? e.query : undefined;
  return query instanceof z.ZodObject ? Object.keys(query.shape) : [];
}

/** The first actor whose valid request succeeds: the one whose refusals prove validation, not access. */
function succeedingActor(testCase: MatrixCase): (typeof ACTOR_NAMES)[number] | null {
  return ACTOR_NAMES.find((name) => testCase.expect[name] >= 200 && testCase.expect[name] < 300) ?? null;
}

/** A fresh session for the actor, so a route that signs out or signs in elsewhere leaves the world intact. */
async function freshActor(name: (typeof ACTOR_NAMES)[number]): Promise<Actor> {
  const actor = world.actors[name];
  return { ...actor, client: actor.userId ? await signedInClient(t, actor.userId) : t.client() };
}

function send(actor: Actor, method: string, req: MatrixRequest): Promise<TestResponse> {
  const headers = req.headers;
  if (req.form) return actor.client.request(method, req.url, { form: req.form, headers });
  if (req.json !== undefined) return actor.client.request(method, req.url, { json: req.json, headers });
  return actor.client.request(method, req.url, { headers });
}

/** A refusal a person can read: a 4xx with a French message, never the internal one. */
function expectFrenchRefusal(res: TestResponse, what: string, status?: number) {
  if (status) expect(res.status, what).toBe(status);
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(typeof res.body?.error?.message, what).toBe('string');
  expect(res.body.error.message, what).not.toBe(commonMessages.internal);
}

const looksLikeDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

describe('fuzz: NUL, lone surrogates, impossible dates and cursors in valid requests are a French 400', () => {
  for (const testCase of matrix) {
    const [method, path] = testCase.route.split(' ') as [string, string];
    const actorName = succeedingActor(testCase);
    if (!actorName) continue;
    it(testCase.route, async () => {
      const actor = await freshActor(actorName);
      const valid = testCase.request
        ? await testCase.request({ t, world, actor })
        : { url: path, ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }) };
      // A job an earlier case enqueued (a DVF import after an accepted upload) must not write during this one.
      await t.deps.jobs.runUntilIdle();
      const before = await databaseWrites();
      for (const field of fieldsOf(valid)) {
        const values = [
          ...UNSTORABLE_TEXT,
          ...(looksLikeDate(valueAt(valid, field)) ? IMPOSSIBLE_DATES : []),
        ];
        for (const value of values) {
          const res = await send(actor, method, withValue(valid, field, value));
          expectFrenchRefusal(res, `${testCase.route} ${field.join('.')}=${JSON.stringify(value)}`, 400);
        }
      }
      for (const value of UNSTORABLE_TEXT) {
        const renamed = withFileName(valid, value);
        if (!renamed) break;
        const res = await send(actor, method, renamed);
        // A file name is cleaned, not refused: the request may succeed, but never with a 5xx.
        expect(res.status, `${testCase.route} file name ${JSON.stringify(value)}`).toBeLessThan(500);
        if (res.status >= 400) expectFrenchRefusal(res, `${testCase.route} file name`);
        else return;
      }
      for (const key of queryKeysOf(testCase.route)) {
        const values = [
          ...UNSTORABLE_TEXT.filter((v) => v.includes('\u0000')),
          ...(key === 'cursor' ? IMPOSSIBLE_CURSOR_TIMES.map(cursorHolding) : []),
        ];
        for (const value of values) {
          const url = `${valid.url}?${new URLSearchParams({ [key]: value })}`;
          const res = await actor.client.request(method, url, { headers: valid.headers });
          expectFrenchRefusal(res, `${testCase.route} ?${key}=${JSON.stringify(value)}`, 400);
        }
      }
      expect(await databaseWrites()).toBe(before);
    });
  }
});

describe('fuzz: broken multipart bodies are a French 4xx on every route that takes a body', () => {
  for (const testCase of matrix) {
    const [method] = testCase.route.split(' ') as [string, string];
    const actorName = succeedingActor(testCase);
    if (!actorName || method === 'GET' || method === 'DELETE') continue;
    it(testCase.route, async () => {
      const actor = await freshActor(actorName);
      const valid = testCase.request
        ? await testCase.request({ t, world, actor })
        : { url: testCase.route.split(' ')[1]! };
      const form = valid.form ?? new FormData();
      if (!valid.form)
        for (const [k, v] of Object.entries(isPlainObject(valid.json) ? valid.json : { x: 'y' }))
          form.append(k, String(v));
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const contentType = encoded.headers.get('content-type') ?? '';
      // What the set-up (or an earlier case) started settles first: the broken bodies are the only change.
      await t.deps.jobs.runUntilIdle();
      const before = await databaseWrites();
      const broken = [
        { what: 'no boundary', raw: { bytes, contentType: 'multipart/form-data' } },
        { what: 'truncated', raw: { bytes: bytes.subarray(0, Math.floor(bytes.length / 2)), contentType } },
        {
          what: 'closing boundary missing',
          raw: { bytes: bytes.subarray(0, bytes.length - 4), contentType },
        },
        { what: 'empty', raw: { bytes: new Uint8Array(), contentType } },
      ];
      for (const { what, raw } of broken) {
        const res = await actor.client.request(method, valid.url, { raw, headers: valid.headers });
        // Routes that read forms answer 400; JSON-only routes may refuse the type itself (415).
        expectFrenchRefusal(res, `${testCase.route} ${what}`);
        expect([400, 415], `${testCase.route} ${what}`).toContain(res.status);
      }
      expect(await databaseWrites()).toBe(before);
    });
  }
});

describe('fuzz: unicode edge cases, control characters, long strings and huge numbers never cause a 5xx', () => {
  for (const testCase of matrix) {
    const [method, path] = testCase.route.split(' ') as [string, string];
    const actorName = succeedingActor(testCase);
    if (!actorName || !testCase.request) continue;
    it(testCase.route, async () => {
      const actor = await freshActor(actorName);
      const valid = await testCase.request!({ t, world, actor });
      const fields = fieldsOf(valid);
      const queryKeys = queryKeysOf(testCase.route);
      if (fields.length === 0 && queryKeys.length === 0) return;
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
          async (pick, values) => {
            let req: MatrixRequest = valid;
            for (const [i, value] of values.entries()) {
              if (fields.length > 0) req = withValue(req, fields[(pick + i) % fields.length]!, value);
              else
                req = {
                  url: `${path}?${new URLSearchParams({ [queryKeys[(pick + i) % queryKeys.length]!]: String(value) })}`,
                  headers: valid.headers,
                };
            }
            // What an earlier accepted request started (a matching job) writes later: not this request's doing.
            await t.deps.jobs.runUntilIdle();
            const before = await databaseWrites();
            const res = await send(actor, method, req);
            expect(res.status, `${testCase.route} ${res.text.slice(0, 200)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expectFrenchRefusal(res, testCase.route);
              expect(await databaseWrites()).toBe(before);
            }
          },
        ),
        { numRuns: 10 },
      );
    });
  }
});
