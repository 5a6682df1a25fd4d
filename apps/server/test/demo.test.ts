import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyClocks } from '../src/db/schema';
import { DEMO_HEAD, DEMO_PROPERTIES } from '../src/demo/demo-data';
import { seedDemo } from '../src/demo/seed-demo';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('npm run demo', () => {
  it('fills the agency through the API, then refuses a second run without changing anything', async () => {
    expect(await seedDemo(t.app, t.deps)).toBe('created');
    const head = t.client();
    const signIn = await head.request('POST', '/api/auth/sign-in', {
      json: { email: DEMO_HEAD.email, password: DEMO_HEAD.password },
    });
    expect(signIn.status).toBe(200);
    // The agency it created is the demonstration agency, the only one with clocks (and the only one).
    const clocks = await t.db.select().from(agencyClocks);
    expect(clocks.map((c) => c.agencyId)).toEqual([signIn.body.me.agency.id]);
    const list = await head.get('/api/properties?limit=60');
    expect(list.body.total).toBe(DEMO_PROPERTIES.length);
    expect(list.body.items.every((p: { thumbnailUrl: string | null }) => p.thumbnailUrl)).toBe(true);
    const summary = await head.get('/api/dashboard/summary');
    expect(summary.body.visitsThisWeek).toBeGreaterThan(0);
    expect(summary.body.mandatesExpiringSoon).toBe(1);
    expect(summary.body.listingsByStatus['En négociation']).toBe(1);

    expect(await seedDemo(t.app, t.deps)).toBe('exists');
    expect((await head.get('/api/properties?limit=60')).body.total).toBe(DEMO_PROPERTIES.length);
  });
});
