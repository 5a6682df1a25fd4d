import fs from 'node:fs';
import {
  billingMessages,
  commonMessages,
  marketInsightsMessages,
  PERMISSIONS,
  parisToday,
  type PriceAdvice,
} from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvfCommunes } from '../src/db/schema';
import { importDvf } from '../src/modules/market/dvf-import.service';
import { createAgencyWithBoss, createHistoryEntry, createProperty, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { TOULON_SAMPLE } from './helpers/dvf-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

const SAMPLE = TOULON_SAMPLE;
const m = marketInsightsMessages;

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
  await importDvf(t.db, {
    source: '83137-2023.csv',
    body: fs.createReadStream(SAMPLE),
    bytesTotal: fs.statSync(SAMPLE).size,
  });
}, 120_000);
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;

/** PostgreSQL's own percentiles over the same rows: an independent check of the service's figures. */
async function percentiles(where: ReturnType<typeof sql>) {
  const result = await t.db.execute(sql`
    select count(*)::int as n,
      round(percentile_cont(0.5) within group (order by price_per_m2))::int as median,
      round(percentile_cont(0.25) within group (order by price_per_m2))::int as q1,
      round(percentile_cont(0.75) within group (order by price_per_m2))::int as q3
    from dvf_sales where ${where}`);
  const row = (result as unknown as { rows: { n: number; median: number; q1: number; q3: number }[] })
    .rows[0]!;
  return { count: Number(row.n), median: Number(row.median), q1: Number(row.q1), q3: Number(row.q3) };
}

// Days as the server counts them, Paris calendar days: « now minus 120 × 24 h » crosses the autumn clock
// change and, late in a Paris evening, lands on the next day (119 days, 22:00–24:00 UTC only).
const daysAgo = (days: number) => new Date(Date.parse(`${parisToday()}T12:00:00Z`) - days * 86_400_000);
const isoDaysAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

describe('market search (« Prix du marché », /web-search)', () => {
  it('lists a commune’s recent sales, newest first, with figures PostgreSQL agrees with', async () => {
    const res = await boss().get('/api/market/search?commune=Toulon&kind=appartement&years=5');
    expect(res.status, res.text).toBe(200);
    const body = res.body;
    expect(body.communes).toEqual(['Toulon (83000, 83100, 83200)']);
    // Five rolling years back from the most recent sale of the file.
    expect(body.until).toBe('2023-12-29');
    expect(body.since).toBe('2018-12-30');
    const expected = await percentiles(
      sql`kind = 'appartement' and commune_code = '83137' and sold_on >= ${body.since}`,
    );
    expect(body.total).toBe(expected.count);
    expect(body.total).toBeGreaterThan(2000);
    expect(body.figures).toMatchObject({
      count: expected.count,
      medianPerM2: expected.median,
      q1PerM2: expected.q1,
      q3PerM2: expected.q3,
    });
    expect(body.sales).toHaveLength(100);
    const dates = body.sales.map((s: { soldOn: string }) => s.soldOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const sale of body.sales) {
      expect(sale.kind).toBe('appartement');
      expect(Math.abs(sale.price / sale.surface - sale.pricePerM2)).toBeLessThan(0.01);
      expect(sale.distanceM).toBeNull();
    }
    expect(body.quarters.map((q: { quarter: string }) => q.quarter)).toEqual([
      '2023 T1',
      '2023 T2',
      '2023 T3',
      '2023 T4',
    ]);
    expect(body.quarters.reduce((n: number, q: { count: number }) => n + q.count, 0)).toBe(expected.count);
    expect(body.points.length).toBe(1000);
  });

  it('narrows by postcode and surface, and by distance around an address found in the sales', async () => {
    const byPostcode = await boss().get(
      '/api/market/search?commune=83000&kind=appartement&surfaceMin=40&surfaceMax=60&years=1',
    );
    expect(byPostcode.status, byPostcode.text).toBe(200);
    expect(byPostcode.body.total).toBeGreaterThan(50);
    // A postcode selects its commune: Toulon is searched whole, as its label says.
    expect(byPostcode.body.communes).toEqual(['Toulon (83000, 83100, 83200)']);
    for (const sale of byPostcode.body.sales) {
      expect(sale.communeName).toBe('Toulon');
      expect(sale.surface).toBeGreaterThanOrEqual(40);
      expect(sale.surface).toBeLessThanOrEqual(60);
    }

    const near = await boss().get(
      `/api/market/search?commune=${encodeURIComponent('83000 Toulon')}&address=${encodeURIComponent('27 boulevard Edgar Amigas')}&kind=appartement&radius=300`,
    );
    expect(near.status, near.text).toBe(200);
    expect(near.body.located).toBe('number');
    expect(near.body.radiusM).toBe(300);
    expect(near.body.total).toBeGreaterThan(10);
    expect(near.body.total).toBeLessThan(byPostcode.body.total * 3);
    for (const sale of near.body.sales) expect(sale.distanceM).toBeLessThanOrEqual(300);

    const lost = await boss().get(
      `/api/market/search?commune=Toulon&address=${encodeURIComponent('1 impasse des Songes')}&kind=maison`,
    );
    expect(lost.status).toBe(200);
    expect(lost.body.located).toBe('none');
    expect(lost.body.radiusM).toBeNull();
    expect(lost.body.total).toBeGreaterThan(100);
  });

  it('refuses bad criteria in French, under their fields', async () => {
    const unknown = await boss().get('/api/market/search?commune=Paimpol&kind=maison');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fieldErrors.commune).toBe(m.search.communeUnknown('Paimpol'));

    const bad = await boss().get(
      '/api/market/search?commune=&kind=chateau&surfaceMin=80&surfaceMax=20&years=4',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toMatchObject({
      commune: m.search.communeRequired,
      kind: m.search.kindInvalid,
      years: m.search.yearsInvalid,
    });
    const order = await boss().get(
      '/api/market/search?commune=Toulon&kind=maison&surfaceMin=80&surfaceMax=20',
    );
    expect(order.body.error.fieldErrors.surfaceMax).toBe(m.search.surfaceOrder);

    // Two communes of the same name: the postcode decides.
    await t.db.insert(dvfCommunes).values({
      code: '99001',
      name: 'Toulon',
      foldedName: 'toulon',
      departmentCode: '99',
      postcodes: ['99100'],
    });
    try {
      const twice = await boss().get('/api/market/search?commune=toulon&kind=maison');
      expect(twice.status).toBe(400);
      expect(twice.body.error.fieldErrors.commune).toBe(
        m.search.communeAmbiguous('toulon', ['Toulon (83000, 83100, 83200)', 'Toulon (99100)']),
      );
      const decided = await boss().get(
        `/api/market/search?commune=${encodeURIComponent('Toulon 83100')}&kind=maison`,
      );
      expect(decided.status).toBe(200);
    } finally {
      await t.db.delete(dvfCommunes).where(eq(dvfCommunes.code, '99001'));
    }
  });

  it('is open to every plan but needs the web_search permission', async () => {
    const starter = await createAgencyWithBoss(t.db, { subscription: 'starter' });
    const starterClient = await signedInClient(t, starter.boss.user.id);
    expect((await starterClient.get('/api/market/search?commune=Toulon&kind=maison')).status).toBe(200);

    const member = await createUser(t.db, {
      agencyId: world.agencyA.id,
      status: 'active',
      permissions: PERMISSIONS.filter((p) => p !== 'web_search'),
    });
    const refused = await (await signedInClient(t, member.user.id)).get(
      '/api/market/search?commune=Toulon&kind=maison',
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(commonMessages.permissionRequired);
  });
});

type Ready = Extract<PriceAdvice, { status: 'ready' }>;

describe('dynamic price advice (Premium)', () => {
  async function toulonFlat(input: Parameters<typeof createProperty>[2] = {}) {
    return createProperty(t.db, world.agencyA.id, {
      type: 'Vente',
      kind: 'appartement',
      address: '27 boulevard Edgar Amigas',
      city: 'Toulon',
      zip: '83000',
      surfaceHabitable: 60,
      feesPayer: 'acquereur',
      feesPercent: 5,
      ...input,
    });
  }

  it('a listing above the market for months with few visits: lower to the top of the range, explained', async () => {
    const property = await toulonFlat({
      price: 420_000,
      priceExclFees: 400_000,
      createdAt: daysAgo(120),
    });
    await createHistoryEntry(t.db, property, { date: isoDaysAgo(100), clientNote: 2 });
    await createHistoryEntry(t.db, property, { date: isoDaysAgo(20), clientNote: 1 });
    // A visit planned next week is not a visit yet.
    await createHistoryEntry(t.db, property, { date: isoDaysAgo(-7) });

    const res = await boss().get(`/api/properties/${property.id}/price-advice`);
    expect(res.status, res.text).toBe(200);
    const advice = res.body as Ready;
    expect(advice.status).toBe('ready');
    expect(advice.facts).toMatchObject({
      daysOnline: 120,
      visits: 2,
      visitsLast30: 1,
      notes: 2,
      averageNote: 1.5,
      askingExclFees: 400_000,
      askingPerM2: Math.round(400_000 / 60),
    });
    expect(advice.position).toBe('above');
    expect(advice.direction).toBe('lower');
    expect(advice.targetExclFees).toBe(Math.round((advice.market.q3PerM2 * 60) / 1000) * 1000);
    expect(advice.changePercent).toBeLessThan(0);
    expect(advice.targetWithFees).toBe(Math.round((advice.targetExclFees! * 420_000) / 400_000 / 100) * 100);
    expect(advice.market.count).toBeGreaterThanOrEqual(10);
    expect(advice.steps).toHaveLength(7);
    expect(advice.steps[5]).toBe(m.advice.steps.conclusion.lowerToRange(advice.market.q3PerM2));
    expect(advice.steps[6]).toBe(m.advice.steps.decision);
    // Advice only: the listing's price is untouched.
    const after = await boss().get(`/api/properties/${property.id}`);
    expect(after.body.price).toBe(420_000);
  });

  it('too early, not on the market, or missing facts: says so instead of a figure', async () => {
    const fresh = await toulonFlat({ price: 420_000, priceExclFees: 400_000, createdAt: daysAgo(5) });
    const early = (await boss().get(`/api/properties/${fresh.id}/price-advice`)).body as Ready;
    expect(early.direction).toBe('hold');
    expect(early.targetExclFees).toBeNull();
    expect(early.steps).toContain(m.advice.steps.conclusion.holdRecent);

    const sold = await toulonFlat({ price: 200_000, status: 'Vendu' });
    expect((await boss().get(`/api/properties/${sold.id}/price-advice`)).body).toEqual({
      status: 'not_applicable',
      message: m.advice.onlyActiveSales,
    });

    const bare = await toulonFlat({ price: 200_000, kind: null, surfaceHabitable: null, feesPayer: null });
    expect((await boss().get(`/api/properties/${bare.id}/price-advice`)).body).toEqual({
      status: 'missing_facts',
      message: m.advice.missingFacts,
      missing: [m.advice.kindRequired, m.advice.surfaceRequired, m.advice.exclFeesRequired],
    });

    const elsewhere = await toulonFlat({
      price: 200_000,
      city: 'Paimpol',
      zip: '22500',
      address: '1 quai Morand',
    });
    const none = await boss().get(`/api/properties/${elsewhere.id}/price-advice`);
    expect(none.body).toEqual({ status: 'not_enough', message: m.advice.notEnough(0, 10), found: 0 });
  });

  it('is Premium only, and another agency’s listing is not found', async () => {
    const property = await toulonFlat({ price: 300_000 });
    const notFound = await world.actors.bossB.client.get(`/api/properties/${property.id}/price-advice`);
    expect(notFound.status).toBe(404);

    const pro = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const proProperty = await createProperty(t.db, pro.agency.id, { type: 'Vente' });
    const refused = await (await signedInClient(t, pro.boss.user.id)).get(
      `/api/properties/${proProperty.id}/price-advice`,
    );
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(billingMessages.featureNotIncluded('dynamic_pricing'));
  });
});

describe('competitive analysis (Premium)', () => {
  it('compares the agency’s active sales per commune with the market, and says which it could not compare', async () => {
    const agency = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    const client = await signedInClient(t, agency.boss.user.id);
    const base = { type: 'Vente' as const, kind: 'appartement' as const, city: 'Toulon', zip: '83000' };
    const netOfFees = await createProperty(t.db, agency.agency.id, {
      ...base,
      name: 'T2 Mourillon',
      price: 210_000,
      priceExclFees: 200_000,
      surfaceHabitable: 50,
    });
    const feesUnknown = await createProperty(t.db, agency.agency.id, {
      ...base,
      name: 'T3 Port',
      price: 330_000,
      surfaceHabitable: 60,
    });
    await createProperty(t.db, agency.agency.id, { ...base, name: 'T4 vendu', price: 1, status: 'Vendu' });
    await createProperty(t.db, agency.agency.id, { ...base, type: 'Location', name: 'T1 loué', price: 600 });
    const noSurface = await createProperty(t.db, agency.agency.id, {
      ...base,
      name: 'T2 sans surface',
      price: 150_000,
    });
    const parking = await createProperty(t.db, agency.agency.id, {
      ...base,
      kind: 'parking',
      name: 'Box',
      price: 20_000,
      surfaceHabitable: 12,
    });

    const res = await client.get('/api/market/competition');
    expect(res.status, res.text).toBe(200);
    const { groups, listings, excluded } = res.body;
    expect(excluded).toEqual(
      expect.arrayContaining([
        { id: noSurface.id, name: 'T2 sans surface', reason: 'surface' },
        { id: parking.id, name: 'Box', reason: 'kind' },
      ]),
    );
    expect(excluded).toHaveLength(2);
    expect(listings.map((l: { id: string }) => l.id).sort()).toEqual([netOfFees.id, feesUnknown.id].sort());
    const net = listings.find((l: { id: string }) => l.id === netOfFees.id);
    expect(net).toMatchObject({ price: 200_000, feesIncluded: false, pricePerM2: 4000 });
    expect(listings.find((l: { id: string }) => l.id === feesUnknown.id)).toMatchObject({
      price: 330_000,
      feesIncluded: true,
      pricePerM2: 5500,
    });

    expect(groups).toHaveLength(1);
    const [group] = groups;
    const expected = await percentiles(
      sql`kind = 'appartement' and (postcode = '83000' or commune_name = 'Toulon' or commune_name = 'TOULON') and sold_on >= ${group.market.since}`,
    );
    expect(group).toMatchObject({ city: 'Toulon', zip: '83000', kind: 'appartement', listings: 2 });
    expect(group.agencyMedianPerM2).toBe(4750);
    expect(group.market).toMatchObject({
      count: expected.count,
      medianPerM2: expected.median,
      q1PerM2: expected.q1,
    });
    expect(group.gapPercent).toBe(Math.round((4750 / expected.median - 1) * 1000) / 10);
    expect(net.gapPercent).toBe(Math.round((4000 / expected.median - 1) * 1000) / 10);
  });

  it('is Premium only', async () => {
    const pro = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const refused = await (await signedInClient(t, pro.boss.user.id)).get('/api/market/competition');
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(billingMessages.featureNotIncluded('competitive_analysis'));
  });
});
