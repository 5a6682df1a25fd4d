import { revisionMessages, SHIPPED_IRL_VALUES } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeActingFor } from '../src/auth/context';
import { irlIndices } from '../src/db/schema';
import { addIrlQuarter, syncShippedIrlValues } from '../src/modules/rentals/irl.service';
import { createWorld, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const e = revisionMessages.irl.errors;
const admin = () => world.actors.admin.client;
type Current = {
  area: string;
  year: number;
  quarter: number;
  value: number;
  version: number;
  source: string;
};
const currentOf = async (area: string, year: number, quarter: number) => {
  const res = await world.actors.memberA.client.get('/api/irl');
  expect(res.status).toBe(200);
  return (res.body.items as Current[]).find(
    (v) => v.area === area && v.year === year && v.quarter === quarter,
  );
};

describe('the IRL table (issue 34)', () => {
  it('ships the published mainland values, pinned by number, once however many starts', async () => {
    expect(await currentOf('metropole', 2025, 3)).toMatchObject({
      value: 145.77,
      version: 1,
      source: 'shipped',
    });
    expect(await currentOf('metropole', 2024, 3)).toMatchObject({
      value: 144.51,
      version: 1,
      source: 'shipped',
    });
    expect(await currentOf('metropole', 2023, 4)).toMatchObject({ value: 142.06 });
    expect(await currentOf('metropole', 2019, 1)).toMatchObject({ value: 129.38 });
    await syncShippedIrlValues(t.deps);
    await Promise.all([syncShippedIrlValues(t.deps), syncShippedIrlValues(t.deps)]);
    expect(await t.db.$count(irlIndices)).toBe(SHIPPED_IRL_VALUES.length);
  });

  it('is kept by the administrator only; every member reads it', async () => {
    const body = { area: 'metropole', year: 2025, quarter: 4, value: '146,12' };
    for (const actor of [world.actors.bossA, world.actors.memberA]) {
      expect((await actor.client.post('/api/admin/irl', body)).status).toBe(403);
      expect((await actor.client.post('/api/admin/irl/corrections', body)).status).toBe(403);
      expect((await actor.client.get('/api/admin/irl')).status).toBe(403);
    }
    expect((await world.actors.visitor.client.get('/api/irl')).status).toBe(401);
    expect((await world.actors.bossB.client.get('/api/irl')).status).toBe(200);
  });

  it('adds the next quarter with two decimals, then refuses it twice', async () => {
    const res = await admin().post('/api/admin/irl', {
      area: 'metropole',
      year: 2025,
      quarter: 4,
      value: '146,12',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ year: 2025, quarter: 4, value: 146.12, version: 1, source: 'admin' });
    expect(await currentOf('metropole', 2025, 4)).toMatchObject({ value: 146.12, source: 'admin' });
    const again = await admin().post('/api/admin/irl', {
      area: 'metropole',
      year: 2025,
      quarter: 4,
      value: 146.2,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(e.exists({ year: 2025, quarter: 4 }));
  });

  it('refuses a bad value, a typo far from the previous quarter, a quarter to come or not yet published', async () => {
    for (const value of ['0', '-3', '146,123', 'abc', '']) {
      const res = await admin().post('/api/admin/irl', { area: 'metropole', year: 2018, quarter: 4, value });
      expect(res.status, value).toBe(400);
      expect(res.body.error.fieldErrors.value).toBe(e.valueInvalid);
    }
    const typo = await admin().post('/api/admin/irl/corrections', {
      area: 'metropole',
      year: 2024,
      quarter: 1,
      value: '173,46',
    });
    expect(typo.status).toBe(400);
    expect(typo.body.error.message).toBe(e.tooFar(`T4\u00a02023\u00a0: 142,06`));
    const future = await admin().post('/api/admin/irl', {
      area: 'metropole',
      year: 2099,
      quarter: 1,
      value: '150',
    });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe(e.future({ year: 2099, quarter: 1 }));
    const scope = scopeActingFor({ agencyId: world.agencyA.id, userId: world.actors.admin.userId! });
    const input = { area: 'metropole' as const, year: 2026, quarter: 4, value: 147 };
    await expect(addIrlQuarter(t.deps, scope, input, new Date('2026-12-20T10:00:00Z'))).rejects.toMatchObject(
      {
        message: e.notPublished({ year: 2026, quarter: 4 }, '2027-01-15'),
      },
    );
    await expect(addIrlQuarter(t.deps, scope, input, new Date('2026-09-20T10:00:00Z'))).rejects.toMatchObject(
      {
        message: e.future({ year: 2026, quarter: 4 }),
      },
    );
    // An area with nothing before: no previous quarter to compare with.
    const corse = await admin().post('/api/admin/irl', {
      area: 'corse',
      year: 2024,
      quarter: 3,
      value: '144,51',
    });
    expect(corse.status).toBe(201);
  });

  it('corrects a value as a new version, the old one kept in the history', async () => {
    const res = await admin().post('/api/admin/irl/corrections', {
      area: 'metropole',
      year: 2025,
      quarter: 4,
      value: '145,56',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ value: 145.56, version: 2 });
    expect(res.body.versions.map((v: { version: number; value: number }) => [v.version, v.value])).toEqual([
      [2, 145.56],
      [1, 146.12],
    ]);
    expect(await currentOf('metropole', 2025, 4)).toMatchObject({ value: 145.56, version: 2 });
    const same = await admin().post('/api/admin/irl/corrections', {
      area: 'metropole',
      year: 2025,
      quarter: 4,
      value: '145,56',
    });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(e.sameValue);
    const missing = await admin().post('/api/admin/irl/corrections', {
      area: 'outre_mer',
      year: 2025,
      quarter: 2,
      value: 140,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(e.missing({ year: 2025, quarter: 2 }));
    const list = await admin().get('/api/admin/irl');
    expect(list.status).toBe(200);
    const q4 = list.body.items.find(
      (q: Current) => q.area === 'metropole' && q.year === 2025 && q.quarter === 4,
    );
    expect(q4.versions).toHaveLength(2);
  });
});
