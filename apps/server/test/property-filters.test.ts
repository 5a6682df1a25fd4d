import { propertyMessages } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgencyWithBoss, createProperty } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
let head: TestClient;
let otherHead: TestClient;

interface Page {
  items: { name: string; price: number; surface: number | null }[];
  total: number;
  nextCursor: string | null;
}

beforeAll(async () => {
  t = await startTestApp();
  const a = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  const b = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  head = await signedInClient(t, a.boss.user.id);
  otherHead = await signedInClient(t, b.boss.user.id);
  const agency = a.agency.id;
  await createProperty(t.db, agency, {
    name: 'Studio Bellecour',
    type: 'Location',
    price: 750,
    kind: 'appartement',
    surfaceHabitable: 22,
    status: 'Disponible',
  });
  await createProperty(t.db, agency, {
    name: 'T3 Croix-Rousse',
    type: 'Vente',
    price: 320_000,
    kind: 'appartement',
    surfaceHabitable: 68,
    status: 'En négociation',
  });
  await createProperty(t.db, agency, {
    name: 'Maison Tassin',
    type: 'Vente',
    price: 540_000,
    kind: 'maison',
    surfaceHabitable: 130,
    status: 'Disponible',
  });
  await createProperty(t.db, agency, {
    name: 'Terrain Brignais',
    type: 'Vente',
    price: 150_000,
    kind: 'terrain',
    surfaceLand: 900,
    status: 'Disponible',
  });
  await createProperty(t.db, agency, {
    name: 'Box Part-Dieu',
    type: 'Vente',
    price: 25_000,
    kind: 'parking',
    status: 'Vendu',
  });
  await createProperty(t.db, b.agency.id, {
    name: 'Maison de B',
    type: 'Vente',
    price: 500_000,
    kind: 'maison',
    surfaceHabitable: 120,
  });
});
afterAll(() => t.close());

async function list(client: TestClient, query: string): Promise<Page> {
  const res = await client.get(`/api/properties?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
}
const names = (page: Page) => page.items.map((i) => i.name);

describe('dashboard filters and sort on GET /api/properties', () => {
  it('filters by status, type and kind, within the agency', async () => {
    expect(names(await list(head, 'status=En%20n%C3%A9gociation'))).toEqual(['T3 Croix-Rousse']);
    expect((await list(head, 'type=Location')).total).toBe(1);
    expect(names(await list(head, 'kind=maison'))).toEqual(['Maison Tassin']);
    expect(names(await list(otherHead, 'kind=maison'))).toEqual(['Maison de B']);
    // A blank select is « Tous ».
    expect((await list(head, 'status=&type=&kind=')).total).toBe(5);
  });

  it('bounds price and surface (a property without a surface has none to match)', async () => {
    expect(names(await list(head, 'minPrice=100000&maxPrice=400000&sort=price_asc'))).toEqual([
      'Terrain Brignais',
      'T3 Croix-Rousse',
    ]);
    expect(names(await list(head, 'minSurface=60&sort=surface_desc'))).toEqual([
      'Terrain Brignais',
      'Maison Tassin',
      'T3 Croix-Rousse',
    ]);
    expect(names(await list(head, 'maxSurface=25,5'))).toEqual(['Studio Bellecour']);
  });

  it('sorts by price both ways and pages through a sorted list without gaps', async () => {
    expect(names(await list(head, 'sort=price_desc'))[0]).toBe('Maison Tassin');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(head, `sort=price_asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(5);
      seen.push(...names(page));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'Studio Bellecour',
      'Box Part-Dieu',
      'Terrain Brignais',
      'T3 Croix-Rousse',
      'Maison Tassin',
    ]);
  });

  it('refuses a bad filter with a French message under its field, and a cursor of another order', async () => {
    const inverted = await head.get('/api/properties?minPrice=500000&maxPrice=1000');
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.fieldErrors.maxPrice).toBe(propertyMessages.filters.rangeInverted);
    const negative = await head.get('/api/properties?minSurface=-3');
    expect(negative.body.error.fieldErrors.minSurface).toBe(propertyMessages.filters.boundInvalid);
    const sort = await head.get('/api/properties?sort=random');
    expect(sort.body.error.fieldErrors.sort).toBe(propertyMessages.filters.sortInvalid);
    const kind = await head.get('/api/properties?kind=chateau');
    expect(kind.body.error.fieldErrors.kind).toBe(propertyMessages.filters.kindInvalid);
    const recent = await list(head, 'limit=2');
    const mixed = await head.get(`/api/properties?sort=price_asc&cursor=${recent.nextCursor}`);
    expect(mixed.status).toBe(400);
  });
});
