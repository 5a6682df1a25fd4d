import { allEndpoints } from '@immopilote/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeGuard } from '../src/auth/guards';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('every API route declares its guard', () => {
  const routes = t.app.registeredRoutes;
  expect(routes.length).toBeGreaterThan(5);
  const unguarded = routes.filter((r) => !r.guard).map((r) => `${r.method} ${r.url}`);
  expect(unguarded).toEqual([]);
  for (const r of routes) expect(describeGuard(r.guard!)).toBeTruthy();
});

it('serves exactly the endpoints the contracts declare, no more, no fewer', () => {
  const served = t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  const declared = allEndpoints()
    .map((e) => `${e.method} ${e.path}`)
    .sort();
  expect(served).toEqual(declared);
});

it('refuses to serve a route registered without a guard', async () => {
  const extra = await startTestApp();
  try {
    await extra.app.close();
    const { buildApp } = await import('../src/app');
    const app = await buildApp(extra.deps);
    app.get('/api/oubli', async () => ({ secret: true }));
    await app.ready();
    expect(app.registeredRoutes.find((r) => r.url === '/api/oubli')?.guard).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: '/api/oubli' });
    expect(res.statusCode).toBe(403);
    await app.close();
  } finally {
    await extra.database.close();
  }
});
