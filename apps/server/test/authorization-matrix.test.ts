import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_NAMES, createWorld } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { matrix } from './matrix';

let t: TestApp;
beforeAll(async () => {
  // The demonstration clocks on: their rows show that only the demonstration agency moves its own.
  t = await startTestApp({ DEMO_BILLING_CLOCK: 'true', DEMO_RETENTION_CLOCK: 'true' });
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every registered route exactly once', () => {
    const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const covered = matrix.map((c) => c.route).sort();
    expect(covered).toEqual([...new Set(covered)]);
    expect(covered).toEqual(registered);
  });

  for (const testCase of matrix) {
    it(testCase.route, async () => {
      const [method, path] = testCase.route.split(' ') as [string, string];
      const world = await createWorld(t);
      const seen: Record<string, number> = {};
      for (const name of ACTOR_NAMES) {
        const actor = world.actors[name];
        const req = testCase.request ? await testCase.request({ t, world, actor }) : { url: path };
        const res = await actor.client.request(method, req.url, {
          json: req.form
            ? undefined
            : (req.json ?? (method === 'GET' || method === 'DELETE' ? undefined : {})),
          form: req.form,
          headers: req.headers,
        });
        seen[name] = res.status;
      }
      expect(seen).toEqual(testCase.expect);
    });
  }
});
