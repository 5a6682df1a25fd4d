import { listingGaps, propertyFactsMessages } from '@immopilote/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, properties } from '../src/db/schema';
import { createWorld, type World } from './helpers/actors';
import { formOf, saleFacts, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;
const e = propertyFactsMessages.errors;

async function propertyCount() {
  const [row] = await t.db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.agencyId, world.agencyA.id));
  return row!.n;
}

describe('property facts over HTTP', () => {
  it('stores every fact sent as a multipart form and reads them back, with surface and rooms on the card', async () => {
    const created = await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields({ price: '313500', ...saleFacts })),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'appartement',
      surfaceHabitable: 68.5,
      surfaceCarrez: 66.2,
      rooms: 3,
      lift: true,
      furnished: null,
      hasBalcony: true,
      hasGarden: false,
      dpeClass: 'D',
      dpeValue: 230,
      dpeDate: '2024-03-12',
      feesPayer: 'acquereur',
      feesPercent: 4.5,
      priceExclFees: 300000,
      copro: true,
      coproLots: 24,
      deposit: null,
      agencyFeeScaleUrl: null,
    });
    const read = await boss().get(`/api/properties/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const list = await boss().get('/api/properties');
    expect(list.body.items.find((c: { id: string }) => c.id === created.body.id)).toMatchObject({
      surface: 68.5,
      rooms: 3,
    });
    // Everything is there but the agency's barème.
    expect(listingGaps(read.body, '2026-11-23').map((g) => g.key)).toEqual(['feeScaleUrl']);
  });

  it('refuses impossible facts with French messages under each field, and stores nothing', async () => {
    const before = await propertyCount();
    const res = await boss().post('/api/properties', {
      ...validPropertyFields({ price: '313500' }),
      ...saleFacts,
      surfaceHabitable: '60',
      surfaceCarrez: '61',
      dpeClass: 'H',
      feesPercent: '120',
      dpeDate: '2023-02-29',
      rooms: '0',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({
      dpeClass: e.energyClass,
      feesPercent: e.percent,
      dpeDate: e.date,
      rooms: e.rooms,
    });
    const cross = await boss().post('/api/properties', {
      ...validPropertyFields({ price: '320000' }),
      ...saleFacts,
      surfaceHabitable: '60',
      surfaceCarrez: '61',
    });
    expect(cross.status).toBe(400);
    expect(cross.body.error.fieldErrors).toEqual({
      surfaceCarrez: e.carrezAboveHabitable,
      price: e.buyerPaysMismatch('313\u202f500\u00a0€'),
    });
    const rental = await boss().post('/api/properties', {
      ...validPropertyFields({ type: 'Location', price: '900' }),
      charges: '100',
      deposit: '1600',
    });
    expect(rental.status).toBe(400);
    expect(Object.keys(rental.body.error.fieldErrors)).toEqual(['deposit']);
    expect(await propertyCount()).toBe(before);
  });

  it('keeps the facts of the transaction on an edit: a sale turned rental loses its fees and copropriété', async () => {
    const created = await boss().post('/api/properties', {
      ...validPropertyFields({ price: '313500' }),
      ...saleFacts,
    });
    const edited = await boss().put(`/api/properties/${created.body.id}`, {
      ...validPropertyFields({ type: 'Location', price: '1100' }),
      ...saleFacts,
      furnished: 'false',
      charges: '100',
      chargesMode: 'provision',
      deposit: '1000',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      feesPayer: null,
      priceExclFees: null,
      copro: null,
      surfaceCarrez: null,
      furnished: false,
      charges: 100,
      chargesMode: 'provision',
      deposit: 1000,
      dpeClass: 'D',
    });
  });

  it('migration: a property with only the spec’s fields keeps them, has every fact empty and is flagged incomplete', async () => {
    // As rows written before migration 0007: only the original columns are given.
    const [row] = await t.db
      .execute<{ id: string }>(sql`
      insert into properties (agency_id, name, price, type, address, city, zip, description, status)
      values (${world.agencyA.id}, 'Maison ancienne', 180000, 'Vente', '3 rue du Puits', 'Vienne', '38200', 'Avec jardin', 'Vendu')
      returning id`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const res = await boss().get(`/api/properties/${row!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Maison ancienne',
      price: 180000,
      description: 'Avec jardin',
      status: 'Vendu',
      kind: null,
      surfaceHabitable: null,
      dpeStatus: null,
      feesPayer: null,
      hasGarden: false,
    });
    expect(listingGaps(res.body).map((g) => g.key)).toEqual([
      'kind',
      'surfaceHabitable',
      'rooms',
      'dpeStatus',
      'feesPayer',
      'copro',
      'feeScaleUrl',
    ]);
  });

  it('refuses facts the database would refuse, even from a client that skips the form', async () => {
    await expect(
      t.db.execute(sql`update properties set dpe_class = 'H' where agency_id = ${world.agencyA.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`update properties set surface_habitable = 50, surface_carrez = 60 where agency_id = ${world.agencyA.id}`,
      ),
    ).rejects.toThrow();
  });
});

describe('the agency fee scale (barème)', () => {
  it('is set by the head, shown with every property of the agency and nowhere else', async () => {
    const bad = await boss().put('/api/agency/fee-scale', { feeScaleUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual({ feeScaleUrl: e.feeScaleUrl });
    for (const feeScaleUrl of ['ftp://agence.fr/bareme.pdf', 'bareme', 'https://', 42]) {
      expect((await boss().put('/api/agency/fee-scale', { feeScaleUrl })).status).toBe(400);
    }

    const url = 'https://www.agence-des-canuts.fr/bareme-honoraires.pdf';
    const saved = await boss().put('/api/agency/fee-scale', { feeScaleUrl: ` ${url} ` });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ feeScaleUrl: url });
    expect((await boss().get('/api/agency')).body.feeScaleUrl).toBe(url);

    const created = await boss().post('/api/properties', validPropertyFields());
    const asMember = await world.actors.memberA.client.get(`/api/properties/${created.body.id}`);
    expect(asMember.body.agencyFeeScaleUrl).toBe(url);
    expect(
      (await world.actors.memberA.client.put('/api/agency/fee-scale', { feeScaleUrl: null })).status,
    ).toBe(403);

    const [other] = await t.db
      .select({ url: agencies.feeScaleUrl })
      .from(agencies)
      .where(eq(agencies.id, world.agencyB.id));
    expect(other?.url).toBeNull();

    const cleared = await boss().put('/api/agency/fee-scale', { feeScaleUrl: '' });
    expect(cleared.body).toEqual({ feeScaleUrl: null });
  });
});

describe('energy labels against their values (issue 26)', () => {
  const sale = () => ({ ...validPropertyFields({ price: '313500' }), ...saleFacts });

  it('refuses a class that disagrees with its value, naming the right class, and stores nothing', async () => {
    const before = await propertyCount();
    const res = await boss().post('/api/properties', { ...sale(), gesClass: 'B', gesValue: '20' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ gesClass: 'Pour 20 kg CO₂/m²/an, la classe GES est C.' });
    const dpe = await boss().post('/api/properties', {
      ...sale(),
      dpeClass: 'C',
      dpeValue: '230',
      gesValue: '25',
    });
    expect(dpe.status).toBe(400);
    expect(dpe.body.error.fieldErrors).toEqual({ dpeClass: e.dpeMismatch('230', '25', 'D') });
    // The climate scale can make the DPE class worse than the energy value alone.
    const climate = await boss().post('/api/properties', {
      ...sale(),
      dpeClass: 'B',
      dpeValue: '100',
      gesClass: 'D',
      gesValue: '40',
    });
    expect(climate.body.error.fieldErrors).toEqual({ dpeClass: e.dpeMismatch('100', '40', 'D') });
    expect(await propertyCount()).toBe(before);

    const created = await boss().post('/api/properties', sale());
    const edited = await boss().put(`/api/properties/${created.body.id}`, { ...sale(), gesValue: '31' });
    expect(edited.status).toBe(400);
    expect(edited.body.error.fieldErrors).toEqual({ gesClass: e.gesMismatch('31', 'D') });
    expect((await boss().get(`/api/properties/${created.body.id}`)).body.gesValue).toBe(25);
  });

  it('derives the classes when only the values are given, and stores them', async () => {
    const created = await boss().post('/api/properties', {
      ...sale(),
      dpeClass: '',
      gesClass: '',
      dpeValue: '100',
      gesValue: '40',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ dpeClass: 'D', gesClass: 'D', dpeValue: 100, gesValue: 40 });
    const [row] = await t.db
      .select({ dpeClass: properties.dpeClass, gesClass: properties.gesClass })
      .from(properties)
      .where(eq(properties.id, created.body.id));
    expect(row).toEqual({ dpeClass: 'D', gesClass: 'D' });
  });

  it('lets a dwelling under 40 m² carry the better class of the amended thresholds, never a worse one', async () => {
    const small = {
      ...sale(),
      surfaceHabitable: '25',
      surfaceCarrez: '24',
      dpeClass: 'E',
      dpeValue: '340',
      gesClass: 'B',
      gesValue: '10',
    };
    const created = await boss().post('/api/properties', small);
    expect(created.status, created.text).toBe(201);
    const worse = await boss().post('/api/properties', { ...small, gesClass: 'C' });
    expect(worse.body.error.fieldErrors).toEqual({ gesClass: e.gesWorseSmall('10', 'B') });
  });
});
