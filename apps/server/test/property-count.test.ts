/**
 * The list's exact count (GET /api/properties `total`) follows every committed write at once, on
 * PGlite where it is cached between requests (db/count-cache.ts) and on PostgreSQL where it is
 * computed with the page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { createAgencyWithBoss, createProperty, propertyValues } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('property list total', () => {
  it('follows inserts, deletes and moves the moment they commit, and ignores a rolled-back insert', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const b = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    for (let i = 0; i < 3; i++) await createProperty(t.db, a.agency.id);
    const client = await signedInClient(t, a.boss.user.id);
    const total = async () => {
      const res = await client.get('/api/properties');
      expect(res.status).toBe(200);
      return res.body.total as number;
    };
    expect(await total()).toBe(3);
    expect(await total()).toBe(3);
    const added = await createProperty(t.db, a.agency.id);
    expect(await total()).toBe(4);
    await t.db
      .transaction(async (tx) => {
        await tx.insert(properties).values(propertyValues(a.agency.id));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await total()).toBe(4);
    expect((await client.delete(`/api/properties/${added.id}`)).status).toBe(204);
    expect(await total()).toBe(3);
    await createProperty(t.db, b.agency.id);
    expect(await total()).toBe(3);
    const moved = await createProperty(t.db, b.agency.id);
    await t.db.update(properties).set({ agencyId: a.agency.id }).where(eq(properties.id, moved.id));
    expect(await total()).toBe(4);
    // A search counts its own matches, never the cached agency total.
    const search = await client.get(`/api/properties?q=${encodeURIComponent(moved.name)}`);
    expect(search.body.total).toBe(1);
  });
});
