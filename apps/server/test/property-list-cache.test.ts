/**
 * GET /api/properties is served from the agency's list cache (modules/properties/property-list-cache.ts)
 * while none of its properties or photos has changed, and follows every committed write at once,
 * whoever wrote it: the API, a job or SQL. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyPhotos } from '../src/db/schema';
import { createAgencyWithBoss, createProperty, propertyValues } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Page {
  items: { id: string; name: string; price: number; status: string; thumbnailUrl: string | null }[];
  total: number;
  nextCursor: string | null;
}

async function list(client: TestClient, query = ''): Promise<Page> {
  const res = await client.get(`/api/properties${query}`);
  expect(res.status).toBe(200);
  return res.body as Page;
}

async function addPhoto(agencyId: string, propertyId: string, position: number) {
  const [row] = await t.db
    .insert(propertyPhotos)
    .values({
      agencyId,
      propertyId,
      position,
      thumbKey: `${agencyId}/${propertyId}/t${position}.webp`,
      largeKey: `${agencyId}/${propertyId}/l${position}.webp`,
      width: 1600,
      height: 1200,
    })
    .returning();
  return row!;
}

async function agencyWithProperties(count: number) {
  const world = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    await createProperty(t.db, world.agency.id, {
      name: `Bien ${i}`,
      price: 100_000 + i,
      createdAt: new Date(base + i * 60_000),
    });
  }
  return { ...world, client: await signedInClient(t, world.boss.user.id) };
}

describe('property list cache', () => {
  it('serves a repeated list from memory: a write that bypasses the triggers is not seen', async () => {
    const { agency, client } = await agencyWithProperties(3);
    const before = await list(client);
    const newest = before.items[0]!;
    // Only a superuser session that switches triggers off can write unseen (restores do this);
    // it proves the second answer did not come from the database.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(properties).set({ name: 'Écrit sans déclencheur' }).where(eq(properties.id, newest.id));
    });
    expect((await list(client)).items[0]!.name).toBe(newest.name);
    await t.db.update(properties).set({ price: 1 }).where(eq(properties.agencyId, agency.id));
    expect((await list(client)).items[0]!.name).toBe('Écrit sans déclencheur');
  });

  it('follows inserts, edits, status changes, deletes and moves the moment they commit', async () => {
    const { agency, client } = await agencyWithProperties(3);
    const other = await agencyWithProperties(1);
    expect((await list(client)).total).toBe(3);
    expect((await list(client)).total).toBe(3);

    const added = await createProperty(t.db, agency.id, { name: 'Nouveau loft' });
    let page = await list(client);
    expect(page.total).toBe(4);
    expect(page.items[0]!.name).toBe('Nouveau loft');

    await t.db
      .transaction(async (tx) => {
        await tx.insert(properties).values(propertyValues(agency.id, { name: 'Annulé' }));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    page = await list(client);
    expect(page.total).toBe(4);
    expect(page.items.map((p) => p.name)).not.toContain('Annulé');

    const status = await client.patch(`/api/properties/${added.id}/status`, { status: 'Vendu' });
    expect(status.status).toBe(200);
    expect((await list(client)).items[0]!.status).toBe('Vendu');
    expect((await list(client, '?status=Vendu')).total).toBe(1);

    await t.db.update(properties).set({ price: 42 }).where(eq(properties.id, added.id));
    expect((await list(client, '?sort=price_asc')).items[0]).toMatchObject({ id: added.id, price: 42 });
    await t.db.update(properties).set({ price: 9_999_999 }).where(eq(properties.id, added.id));
    expect((await list(client, '?sort=price_asc')).items[0]!.id).not.toBe(added.id);
    expect((await list(client, '?status=Vendu')).total).toBe(1);

    expect((await client.delete(`/api/properties/${added.id}`)).status).toBe(204);
    page = await list(client);
    expect(page.total).toBe(3);
    expect(page.items.map((p) => p.id)).not.toContain(added.id);

    // Another agency's writes leave this agency's answers as they are, and moves count on both sides.
    const moved = await createProperty(t.db, other.agency.id, { name: 'Déménagé' });
    expect((await list(client)).total).toBe(3);
    expect((await list(other.client)).total).toBe(2);
    await t.db.update(properties).set({ agencyId: agency.id }).where(eq(properties.id, moved.id));
    expect((await list(client)).total).toBe(4);
    expect((await list(other.client)).total).toBe(1);
  });

  it('shows the new first photo when photos are added, reordered or removed', async () => {
    const { agency, client } = await agencyWithProperties(1);
    const [card] = (await list(client)).items;
    expect(card!.thumbnailUrl).toBeNull();
    const second = await addPhoto(agency.id, card!.id, 1);
    expect((await list(client)).items[0]!.thumbnailUrl).toBe(`/api/photos/${second.id}/thumb`);
    const first = await addPhoto(agency.id, card!.id, 0);
    expect((await list(client)).items[0]!.thumbnailUrl).toBe(`/api/photos/${first.id}/thumb`);
    await t.db.update(propertyPhotos).set({ position: 5 }).where(eq(propertyPhotos.id, first.id));
    expect((await list(client)).items[0]!.thumbnailUrl).toBe(`/api/photos/${second.id}/thumb`);
    await t.db.delete(propertyPhotos).where(eq(propertyPhotos.id, second.id));
    expect((await list(client)).items[0]!.thumbnailUrl).toBe(`/api/photos/${first.id}/thumb`);
  });

  it('keeps next pages and their total exact after a write', async () => {
    const { agency, client } = await agencyWithProperties(30);
    const first = await list(client);
    expect(first.items).toHaveLength(24);
    const cursor = `?cursor=${encodeURIComponent(first.nextCursor!)}`;
    const next = await list(client, cursor);
    expect(next.items.map((p) => p.name)).toEqual([
      'Bien 5',
      'Bien 4',
      'Bien 3',
      'Bien 2',
      'Bien 1',
      'Bien 0',
    ]);
    expect(next.total).toBe(30);
    const oldest = await t.db.select().from(properties).where(eq(properties.name, 'Bien 0'));
    await t.db.delete(properties).where(eq(properties.id, oldest.find((p) => p.agencyId === agency.id)!.id));
    const after = await list(client, cursor);
    expect(after.total).toBe(29);
    expect(after.items.map((p) => p.name)).not.toContain('Bien 0');
  });

  it('never searches from the cache: a typed search counts its own matches', async () => {
    const { agency, client } = await agencyWithProperties(2);
    expect((await list(client, '?q=eglise')).total).toBe(0);
    await createProperty(t.db, agency.id, { name: 'Maison près de l’Église', address: '1 place du Marché' });
    const found = await list(client, '?q=eglise');
    expect(found.total).toBe(1);
    expect((await list(client, '?q=MARCHE')).total).toBe(1);
    // Name and address are searched apart: a match cannot span the two.
    expect((await list(client, `?q=${encodeURIComponent('eglise 1 place')}`)).total).toBe(0);
    expect((await list(client)).total).toBe(3);
  });

  it('gives every page of a search or a filtered order the whole total, not the rows left', async () => {
    const { client } = await agencyWithProperties(12);
    for (const query of [
      '?q=bien&limit=5',
      '?q=bien&limit=5&sort=price_asc',
      '?minPrice=100001&limit=5&sort=price_desc',
    ]) {
      const expected = query.includes('minPrice') ? 11 : 12;
      let page = await list(client, query);
      const seen = page.items.map((p) => p.id);
      while (page.nextCursor) {
        expect(page.total).toBe(expected);
        page = await list(client, `${query}&cursor=${encodeURIComponent(page.nextCursor)}`);
        seen.push(...page.items.map((p) => p.id));
      }
      expect(page.total).toBe(expected);
      expect(new Set(seen).size).toBe(expected);
    }
  });

  it('answers a burst racing a write with the old or the new list, then only the new one', async () => {
    const { agency, client } = await agencyWithProperties(5);
    const burst = Array.from({ length: 20 }, () => list(client));
    const write = createProperty(t.db, agency.id, { name: 'Pendant la rafale' });
    const answers = await Promise.all(burst);
    await write;
    for (const page of answers) expect([5, 6]).toContain(page.total);
    for (let i = 0; i < 5; i++) {
      const page = await list(client);
      expect(page.total).toBe(6);
      expect(page.items[0]!.name).toBe('Pendant la rafale');
    }
  });
});
