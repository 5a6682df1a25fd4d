import { Writable } from 'node:stream';
import SwaggerParser from '@apidevtools/swagger-parser';
import { apiKeyMessages, endpoints } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { apiKeys, apiKeyWindows, properties } from '../src/db/schema';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../src/errors';
import { authenticateApiKey } from '../src/modules/api-keys/api-key-auth';
import { purgeApiKeyWindows } from '../src/modules/api-keys/api-keys.service';
import { openApiPath } from '../src/modules/api-keys/openapi';
import { createClient, createProperty } from './factories';
import { insertApiKey } from './helpers/api-keys';
import { createWorld, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const m = apiKeyMessages.errors;
const bossA = () => world.actors.bossA.client;
/** A plain program: no cookie, no CSRF header, only the key. */
const api = (method: string, url: string, secret: string | null, json?: unknown) =>
  t.client().request(method, url, {
    withoutCsrf: true,
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
    ...(json === undefined ? {} : { json }),
  });

const listing = {
  name: 'T3 lumineux, balcon',
  price: 289000,
  type: 'Vente',
  address: '12 rue Victor Hugo',
  city: 'Toulon',
  zip: '83000',
};

describe('API keys: the head creates, lists and revokes', () => {
  it('answers the secret once, stores its SHA-256 only, and never lists it again', async () => {
    const res = await bossA().post('/api/api-keys', {
      name: 'Site vitrine',
      scopes: ['listings:read', 'listings:read', 'photos:read'],
      expiresOn: '',
      rateLimitPerMinute: 60,
    });
    expect(res.status).toBe(201);
    const { secret, key } = res.body;
    expect(secret).toMatch(/^ip_live_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(secret.slice(0, 14));
    expect(key.scopes).toEqual(['listings:read', 'photos:read']);
    expect(key).toMatchObject({ state: 'active', expiresOn: null, lastUsedAt: null, rateLimitPerMinute: 60 });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret.slice(8));
    const list = await bossA().get('/api/api-keys');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(secret.slice(8));
    expect(list.body.items.map((k: { id: string }) => k.id)).toContain(key.id);
  });

  it('refuses a bad form in French, field by field', async () => {
    const res = await bossA().post('/api/api-keys', {
      name: ' ',
      scopes: ['listings:delete'],
      expiresOn: '2099-01-01',
      rateLimitPerMinute: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toMatchObject({ rateLimitPerMinute: m.rateLimitInvalid });
    expect(res.body.error.fieldErrors.name).toBeTruthy();
    expect(Object.keys(res.body.error.fieldErrors).some((k) => k.startsWith('scopes'))).toBe(true);
    const past = await bossA().post('/api/api-keys', {
      name: 'x',
      scopes: ['leads:read'],
      expiresOn: '2020-01-01',
    });
    expect(past.body.error.fieldErrors).toMatchObject({ expiresOn: m.expiryPast });
    const far = await bossA().post('/api/api-keys', {
      name: 'x',
      scopes: ['leads:read'],
      expiresOn: '2099-01-01',
    });
    expect(far.body.error.fieldErrors).toMatchObject({ expiresOn: m.expiryTooFar });
  });

  it('is the head’s alone: a member with every permission is refused, another agency’s key is 404', async () => {
    expect((await world.actors.memberA.client.get('/api/api-keys')).status).toBe(403);
    const created = await bossA().post('/api/api-keys', { name: 'CRM', scopes: ['clients:read'] });
    const other = await world.actors.bossB.client.post(`/api/api-keys/${created.body.key.id}/revoke`);
    expect(other.status).toBe(404);
  });
});

describe('/api/v1 with a key', () => {
  it('reads the agency’s listings, and nothing of another agency (ids are 404)', async () => {
    const mine = await createProperty(t.db, world.agencyA.id, { name: 'Maison de A' });
    const theirs = await createProperty(t.db, world.agencyB.id, { name: 'Maison de B' });
    const created = await bossA().post('/api/api-keys', { name: 'Lecture', scopes: ['listings:read'] });
    const secret = created.body.secret;
    const list = await api('GET', '/api/v1/listings?limit=50', secret);
    expect(list.status).toBe(200);
    const ids = list.body.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await api('GET', `/api/v1/listings/${mine.id}`, secret)).body.name).toBe('Maison de A');
    const foreign = await api('GET', `/api/v1/listings/${theirs.id}`, secret);
    expect(foreign.status).toBe(404);
    // B's key sees B's, and A's listing is as unknown to it as an id that never existed.
    const keyB = await insertApiKey(t, world.agencyB.id, world.actors.bossB.userId!);
    expect((await api('GET', `/api/v1/listings/${mine.id}`, keyB.secret)).status).toBe(404);
    const listB = await api('GET', '/api/v1/listings?limit=50', keyB.secret);
    expect(listB.body.items.map((p: { id: string }) => p.id)).toEqual([theirs.id]);
  });

  it('writes a listing with a write scope through the app’s validation; 403 without the scope', async () => {
    const writer = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!, {
      scopes: ['listings:read', 'listings:write'],
    });
    const reader = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!, {
      scopes: ['listings:read'],
    });
    const refused = await api('POST', '/api/v1/listings', reader.secret, listing);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(m.scopeMissing('listings:write'));
    const bad = await api('POST', '/api/v1/listings', writer.secret, {
      ...listing,
      zip: '8300',
      price: 'cher',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors)).toEqual(expect.arrayContaining(['zip', 'price']));
    const made = await api('POST', '/api/v1/listings', writer.secret, listing);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: listing.name, status: 'Disponible', price: 289000 });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, made.body.id));
    expect(row!.agencyId).toBe(world.agencyA.id);
    const edited = await api('PUT', `/api/v1/listings/${made.body.id}`, writer.secret, {
      ...listing,
      price: 279000,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.price).toBe(279000);
    const status = await api('PATCH', `/api/v1/listings/${made.body.id}/status`, writer.secret, {
      status: 'Vendu',
    });
    expect(status.body.status).toBe('Vendu');
  });

  it('creates and reads clients and their searches, with the same 404 for another agency', async () => {
    const key = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!);
    const client = await api('POST', '/api/v1/clients', key.secret, {
      fullName: 'Camille Roux',
      firstName: 'Camille',
      email: 'camille.roux.api@exemple.fr',
      phone: '06 12 34 56 78',
    });
    expect(client.status, client.text).toBe(201);
    const list = await api('GET', '/api/v1/clients?page=1&pageSize=100', key.secret);
    expect(list.body.items.map((c: { id: string }) => c.id)).toContain(client.body.id);
    const searches = await api('GET', `/api/v1/clients/${client.body.id}/searches`, key.secret);
    expect(searches.status).toBe(200);
    const clientB = await createClient(t.db, world.agencyB.id);
    expect((await api('GET', `/api/v1/clients/${clientB.id}`, key.secret)).status).toBe(404);
    expect((await api('GET', `/api/v1/clients/${clientB.id}/searches`, key.secret)).status).toBe(404);
    for (const url of ['/api/v1/leads', '/api/v1/mandates']) {
      expect((await api('GET', url, key.secret)).status, url).toBe(200);
    }
  });

  it('refuses an unknown, a revoked and a malformed key with the same 401, an expired one with its own', async () => {
    const revoked = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!, {
      revokedAt: new Date(),
    });
    const expired = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const unknown = `ip_live_${'A'.repeat(43)}`;
    const answers = await Promise.all(
      [revoked.secret, unknown, 'ip_live_court', null].map((s) => api('GET', '/api/v1/listings', s)),
    );
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: m.invalidKey });
    }
    const late = await api('GET', '/api/v1/listings', expired.secret);
    expect(late.status).toBe(401);
    expect(late.body.error.message).toBe(m.expiredKey);
  });

  it('revoking through the head’s route turns the key away at once', async () => {
    const created = await bossA().post('/api/api-keys', { name: 'Éphémère', scopes: ['listings:read'] });
    expect((await api('GET', '/api/v1/listings', created.body.secret)).status).toBe(200);
    const revoked = await bossA().post(`/api/api-keys/${created.body.key.id}/revoke`);
    expect(revoked.body.state).toBe('revoked');
    expect((await api('GET', '/api/v1/listings', created.body.secret)).status).toBe(401);
  });

  it('counts requests per minute in the database: over the limit is a 429 with Retry-After', async () => {
    const key = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!, {
      rateLimitPerMinute: 3,
    });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof api>> | null = null;
    for (let i = 0; i < 5; i++) {
      last = await api('GET', '/api/v1/listings', key.secret);
      statuses.push(last.status);
    }
    // Three in the minute; a minute boundary in the middle would start a fresh window.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    if (statuses.includes(429)) {
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(last!.body.error.message).toBe(m.rateLimited);
    }
    const windows = await t.db.select().from(apiKeyWindows).where(eq(apiKeyWindows.keyId, key.id));
    expect(windows.reduce((n, w) => n + w.count, 0)).toBe(5);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('counts in the minute window: the request over the limit is refused until the next minute', async () => {
    const key = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!, {
      rateLimitPerMinute: 2,
    });
    const request = { headers: key.bearer } as unknown as FastifyRequest;
    const at = (iso: string) => () => authenticateApiKey(t.deps, request, new Date(iso));
    await expect(at('2026-11-28T10:00:05Z')()).resolves.toMatchObject({ apiKey: { id: key.id } });
    await expect(at('2026-11-28T10:00:30Z')()).resolves.toBeTruthy();
    const refused = await at('2026-11-28T10:00:45Z')().catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', options: { retryAfterSeconds: 15 } });
    await expect(at('2026-11-28T10:01:00Z')()).resolves.toBeTruthy();
    const windows = await t.db.select().from(apiKeyWindows).where(eq(apiKeyWindows.keyId, key.id));
    expect(windows.map((w) => [w.windowStart.toISOString(), w.count]).sort()).toEqual([
      ['2026-11-28T10:00:00.000Z', 3],
      ['2026-11-28T10:01:00.000Z', 1],
    ]);
  });

  it('the purge deletes the ended windows only', async () => {
    const key = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!);
    await t.db.insert(apiKeyWindows).values([
      { agencyId: world.agencyA.id, keyId: key.id, windowStart: new Date(Date.now() - 3_600_000), count: 4 },
      { agencyId: world.agencyA.id, keyId: key.id, windowStart: new Date(), count: 1 },
    ]);
    expect(await purgeApiKeyWindows(t.deps)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(apiKeyWindows).where(eq(apiKeyWindows.keyId, key.id));
    expect(left.map((w) => w.count)).toEqual([1]);
  });

  it('a session cookie opens no /api/v1 route, and a key opens no app route', async () => {
    const cookie = await bossA().get('/api/v1/listings');
    expect(cookie.status).toBe(401);
    const key = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!);
    for (const url of ['/api/properties', '/api/api-keys', '/api/clients']) {
      const res = await t.client().request('GET', url, { headers: key.bearer });
      expect(res.status, url).toBe(401);
    }
    // No CSRF header needed with a key (no cookie, nothing a foreign page could ride on).
    const write = await api('POST', '/api/v1/clients', key.secret, {
      fullName: 'Léa Sans CSRF',
      firstName: 'Léa',
      email: 'lea.sans.csrf@exemple.fr',
    });
    expect(write.status, write.text).toBe(201);
  });

  it('never writes the secret into a log line', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.deps, { logger: pino({ level: 'trace' }, sink) });
    try {
      const key = await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!);
      await app.inject({ method: 'GET', url: '/api/v1/listings', headers: key.bearer });
      await app.inject({ method: 'GET', url: '/api/v1/nope', headers: key.bearer });
      await app.inject({ method: 'GET', url: '/api/properties', headers: key.bearer });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(key.secret.slice(8));
    } finally {
      await app.close();
    }
  });
});

describe('the API’s description', () => {
  it('is a valid OpenAPI 3.1 document listing every v1 route with its bearer scheme', async () => {
    const res = await t.client().get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc));
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error).toBeTruthy();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const v1Routes = t.app.registeredRoutes
      .filter((r) => r.guard?.level === 'apiKey')
      .map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(v1Routes.length).toBe(Object.keys(endpoints.apiV1).length);
    expect(documented.sort()).toEqual(v1Routes.sort());
    expect(doc.paths['/api/v1/listings'].post.requestBody.content['application/json'].schema).toBeTruthy();
  });

  it('every /api/v1 route but the description takes an API key', () => {
    const v1 = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/'));
    const open = v1.filter((r) => r.guard?.level !== 'apiKey').map((r) => r.url);
    expect(open.sort()).toEqual(['/api/v1/docs', '/api/v1/docs/assets/:file', '/api/v1/openapi.json']);
  });

  it('serves the reference page and its own copy of Swagger UI, no CDN', async () => {
    const page = await t.client().get('/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Bearer ip_live_');
    expect(page.text).not.toMatch(/https?:\/\/(?!immopilote)/);
    for (const src of page.text.matchAll(/(?:src|href)="(\/api\/v1\/docs\/assets\/[^"]+)"/g)) {
      const asset = await t.client().get(src[1]!);
      expect(asset.status, src[1]).toBe(200);
    }
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect((await t.client().get('/api/v1/docs/assets/..%2Fpackage.json')).status).toBe(400);
  });
});
