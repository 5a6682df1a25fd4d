import {
  agencySiteMessages,
  DEFAULT_OPENING_HOURS,
  feeScaleMessages,
  type OpeningHours,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySites, properties } from '../src/db/schema';
import { createAgencyWithBoss } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { createMandator } from './helpers/mandate-fixtures';
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
const member = () => world.actors.memberA.client;

const siteBody = (over: Record<string, unknown> = {}) => ({
  slug: 'lambert-immobilier',
  cardNumber: 'CPI 6901 2018 000 012 345',
  cardIssuer: 'CCI de Lyon Métropole',
  guaranteeName: 'Galian',
  guaranteeAmount: 120000,
  insurerName: 'MMA',
  insurerPolicy: '1234567',
  legalForm: 'SARL au capital de 10 000 €',
  siren: '812345678',
  contactEmail: 'contact@lambert-immobilier.fr',
  contactPhone: '04 78 00 00 00',
  intro: 'Agence familiale depuis 1998.',
  showFullAddress: false,
  openingHours: DEFAULT_OPENING_HOURS,
  ...over,
});

async function freshHead() {
  const { boss: head } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  return signedInClient(t, head.user.id);
}

describe('site settings (issue 29): who reads, who writes', () => {
  it('before the head saves: the defaults, for every active member', async () => {
    const res = await member().get('/api/agency/site');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      slug: null,
      publicUrl: null,
      publishedCount: 0,
      showFullAddress: false,
      openingHours: DEFAULT_OPENING_HOURS,
      cardNumber: null,
      guaranteeAmount: null,
    });
    const table = await member().get('/api/agency/fee-scale-table');
    expect(table.body).toEqual({ rows: [], notes: null, updatedAt: null, publicUrl: null, pdfUrl: null });
  });

  it('the head writes, a member is refused and nothing changes, another agency sees its own', async () => {
    const byMember = await member().put('/api/agency/site', siteBody());
    expect(byMember.status).toBe(403);
    expect((await boss().get('/api/agency/site')).body.slug).toBeNull();

    const saved = await boss().put('/api/agency/site', siteBody());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      slug: 'lambert-immobilier',
      publicUrl: `${t.config.publicUrl}/agences/lambert-immobilier`,
      guaranteeAmount: 120000,
      cardIssuer: 'CCI de Lyon Métropole',
    });
    expect((await member().get('/api/agency/site')).body).toEqual(saved.body);

    const other = await world.actors.bossB.client.get('/api/agency/site');
    expect(other.body.slug).toBeNull();
    expect(other.body.cardNumber).toBeNull();
    expect((await member().put('/api/agency/fee-scale-table', { rows: [], notes: null })).status).toBe(403);
  });

  it('a blank optional field is saved as none; null is accepted back', async () => {
    const res = await boss().put(
      '/api/agency/site',
      siteBody({ siren: '  ', legalForm: null, guaranteeAmount: '' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ siren: null, legalForm: null, guaranteeAmount: null });
    await boss().put('/api/agency/site', siteBody());
  });

  it('hostile text is stored and answered as the text it is', async () => {
    const intro = '<script>alert("x")</script> <img src=x onerror=alert(1)> « Agence » ‮ 🏠';
    const res = await boss().put('/api/agency/site', siteBody({ intro, legalForm: '<b>SARL</b>' }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.intro).toBe(intro);
    const [row] = await t.db.select().from(agencySites).where(eq(agencySites.agencyId, world.agencyA.id));
    expect(row!.intro).toBe(intro);
    expect(row!.legalForm).toBe('<b>SARL</b>');
    await boss().put('/api/agency/site', siteBody());
  });
});

describe('the slug', () => {
  it('taken by another agency: a French field error, the other agency keeps its own', async () => {
    const b = world.actors.bossB.client;
    const refused = await b.put('/api/agency/site', siteBody());
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(agencySiteMessages.slugTaken);
    expect(refused.body.error.fieldErrors).toEqual({ slug: agencySiteMessages.slugTaken });
    expect((await b.get('/api/agency/site')).body.slug).toBeNull();

    // The live check says taken, never by whom; the holder's own slug is available to itself.
    const check = await b.get('/api/agency/site/slug?slug=lambert-immobilier');
    expect(check.body).toEqual({ available: false, message: agencySiteMessages.slugTaken });
    expect(check.text).not.toContain(world.agencyA.id);
    const own = await boss().get('/api/agency/site/slug?slug=Lambert-Immobilier');
    expect(own.body).toEqual({ available: true, message: null });
    expect((await b.get('/api/agency/site/slug?slug=agence-libre')).body).toEqual({
      available: true,
      message: null,
    });
    // Only the head edits: a member has no use for the live check.
    expect((await member().get('/api/agency/site/slug?slug=agence-libre')).status).toBe(403);
  });

  it('reserved and malformed slugs: refused in French, nothing saved', async () => {
    const b = world.actors.bossB.client;
    for (const [slug, message] of [
      ['admin', agencySiteMessages.slugReserved],
      ['biens', agencySiteMessages.slugReserved],
      ['ab', agencySiteMessages.slugInvalid],
      ['agence--double', agencySiteMessages.slugInvalid],
      ['agence été', agencySiteMessages.slugInvalid],
      ['<script>', agencySiteMessages.slugInvalid],
      ['a'.repeat(61), agencySiteMessages.slugInvalid],
    ] as const) {
      const res = await b.put('/api/agency/site', siteBody({ slug }));
      expect(res.status, slug).toBe(400);
      expect(res.body.error.fieldErrors.slug, slug).toBe(message);
      const check = await b.get(`/api/agency/site/slug?slug=${encodeURIComponent(slug)}`);
      expect(check.body, slug).toEqual({ available: false, message });
    }
    expect((await b.get('/api/agency/site')).body.slug).toBeNull();
  });

  it('two agencies racing for one slug: one wins, the other gets the French error', async () => {
    const [one, two] = await Promise.all([freshHead(), freshHead()]);
    const results = await Promise.all([
      one.put('/api/agency/site', siteBody({ slug: 'agence-du-parc' })),
      two.put('/api/agency/site', siteBody({ slug: 'agence-du-parc' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.fieldErrors).toEqual({ slug: agencySiteMessages.slugTaken });
    const rows = await t.db.select().from(agencySites).where(eq(agencySites.slug, 'agence-du-parc'));
    expect(rows).toHaveLength(1);
  });
});

describe('opening hours', () => {
  const closed: OpeningHours = [[], [], [], [], [], [], []];
  const withDay = (day: number, ranges: unknown[]) => closed.map((r, i) => (i === day ? ranges : r));

  it('bad hours are refused in French and nothing changes', async () => {
    const before = (await boss().get('/api/agency/site')).body;
    for (const openingHours of [
      closed.slice(0, 6),
      withDay(0, [{ from: '12:00', to: '09:00' }]),
      withDay(0, [{ from: '25:00', to: '26:00' }]),
      withDay(0, [{ from: '9h', to: '12h' }]),
      withDay(0, [
        { from: '09:00', to: '12:00' },
        { from: '11:00', to: '14:00' },
      ]),
      withDay(0, [
        { from: '08:00', to: '09:00' },
        { from: '10:00', to: '11:00' },
        { from: '12:00', to: '13:00' },
        { from: '14:00', to: '15:00' },
      ]),
      'lundi 9h',
    ]) {
      const res = await boss().put('/api/agency/site', siteBody({ openingHours }));
      expect(res.status, JSON.stringify(openingHours)).toBe(400);
      expect(res.body.error.message).toMatch(/horaires|plages|Vérifiez|champ/i);
    }
    expect((await boss().get('/api/agency/site')).body).toEqual(before);
  });

  it('closed days and ranges typed out of order are kept in the order of the day', async () => {
    const openingHours = withDay(5, [
      { from: '14:00', to: '18:00' },
      { from: '09:00', to: '12:00' },
    ]);
    const res = await boss().put('/api/agency/site', siteBody({ openingHours }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.openingHours[5]).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ]);
    expect(res.body.openingHours[0]).toEqual([]);
    await boss().put('/api/agency/site', siteBody());
  });
});

const saleRow = {
  kind: 'vente',
  label: 'Vente jusqu’à 100 000 €',
  from: 0,
  to: 100000,
  rate: null,
  amount: 5000,
  payer: 'acquereur',
};

describe('the fee scale table', () => {
  it('bad rows are refused in French and nothing changes', async () => {
    for (const [row, message] of [
      [{ ...saleRow, from: 200000, to: 100000 }, feeScaleMessages.rowBoundsInvalid],
      [{ ...saleRow, rate: 150, amount: null }, feeScaleMessages.rateInvalid],
      [{ ...saleRow, rate: null, amount: null }, feeScaleMessages.rowIncomplete],
      [{ ...saleRow, amount: -5 }, feeScaleMessages.amountInvalid],
      [{ ...saleRow, label: '  ' }, feeScaleMessages.labelRequired],
    ] as const) {
      const res = await boss().put('/api/agency/fee-scale-table', { rows: [row], notes: null });
      expect(res.status, JSON.stringify(row)).toBe(400);
      expect(JSON.stringify(res.body.error), JSON.stringify(row)).toContain(message);
    }
    const tooMany = await boss().put('/api/agency/fee-scale-table', {
      rows: Array.from({ length: 41 }, () => saleRow),
      notes: null,
    });
    expect(tooMany.status).toBe(400);
    expect((await boss().get('/api/agency/fee-scale-table')).body.rows).toEqual([]);
  });

  it('replaces the rows in order, with notes and the date; answers the public page and the PDF', async () => {
    const rows = [
      saleRow,
      { ...saleRow, label: 'Vente au-delà', from: 100000, to: null, rate: 5, amount: null },
      {
        kind: 'location',
        label: 'Bail d’habitation',
        from: null,
        to: null,
        rate: null,
        amount: 12,
        perSquareMetre: true,
        payer: 'locataire',
      },
    ];
    const res = await boss().put('/api/agency/fee-scale-table', {
      rows,
      notes: 'Honoraires TTC, TVA 20 % incluse.',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toHaveLength(3);
    expect(res.body.rows[0]).toMatchObject({ label: saleRow.label, perSquareMetre: false });
    expect(res.body.rows[2]).toMatchObject({ kind: 'location', perSquareMetre: true });
    expect(res.body.notes).toBe('Honoraires TTC, TVA 20 % incluse.');
    expect(res.body.updatedAt).not.toBeNull();
    expect(res.body.publicUrl).toBe(`${t.config.publicUrl}/agences/lambert-immobilier/honoraires`);
    expect(res.body.pdfUrl).toBe(`${t.config.publicUrl}/agences/lambert-immobilier/honoraires.pdf`);
    // The site settings' PUT leaves the table alone.
    await boss().put('/api/agency/site', siteBody());
    expect((await member().get('/api/agency/fee-scale-table')).body.rows).toEqual(res.body.rows);

    const shorter = await boss().put('/api/agency/fee-scale-table', { rows: [rows[1]], notes: '' });
    expect(shorter.body.rows).toHaveLength(1);
    expect(shorter.body.notes).toBeNull();
  });

  it('the listings’ barème is the head’s address, else the structured table’s public page', async () => {
    const { body: property } = await boss().post('/api/properties', validPropertyFields());
    // A slug and at least one row (the previous test left one): the public page stands in.
    expect(property.agencyFeeScaleUrl).toBe(`${t.config.publicUrl}/agences/lambert-immobilier/honoraires`);
    await boss().put('/api/agency/fee-scale', { feeScaleUrl: 'https://www.agence.fr/bareme.pdf' });
    expect((await boss().get(`/api/properties/${property.id}`)).body.agencyFeeScaleUrl).toBe(
      'https://www.agence.fr/bareme.pdf',
    );
    await boss().put('/api/agency/fee-scale', { feeScaleUrl: null });
    await boss().put('/api/agency/fee-scale-table', { rows: [], notes: null });
    expect((await boss().get(`/api/properties/${property.id}`)).body.agencyFeeScaleUrl).toBeNull();
    // The publication check's « barème » gap is met by the table alone.
    await boss().put('/api/agency/fee-scale-table', { rows: [saleRow], notes: null });
    const check = await boss().get(`/api/properties/${property.id}/publication-check`);
    expect(check.status, check.text).toBe(200);
    expect(check.body.gaps.map((g: { key: string }) => g.key)).not.toContain('feeScaleUrl');
  });
});

async function completeSale(name: string) {
  const res = await boss().upload(
    'POST',
    '/api/properties',
    formOf(
      validPropertyFields({
        price: '313500',
        name,
        description: 'Séjour plein sud, cave et balcon.',
        ...saleFacts,
      }),
    ),
  );
  expect(res.status, res.text).toBe(201);
  const mandator = await createMandator(t.db, world.agencyA.id);
  const mandate = await boss().post('/api/mandates', {
    activity: 'transaction',
    kind: 'exclusif',
    propertyId: res.body.id,
    mandatorIds: [mandator.id],
    startDate: '2026-11-02',
    durationMonths: 3,
    feeTerms: '4,5 % TTC à la charge de l’acquéreur',
  });
  expect(mandate.status, mandate.text).toBe(201);
  return res.body.id as string;
}

describe('« Publié sur le site » and the public reference', () => {
  it('two listings published at once get distinct references; unpublish and republish keeps it', async () => {
    const [a, b] = await Promise.all([completeSale('T3 Croix-Rousse'), completeSale('T2 Part-Dieu')]);
    const [pa, pb] = await Promise.all([
      boss().put(`/api/properties/${a}/site`, { publishedOnSite: true }),
      member().put(`/api/properties/${b}/site`, { publishedOnSite: true }),
    ]);
    expect(pa.status, pa.text).toBe(200);
    expect(pb.status, pb.text).toBe(200);
    const gaps = await boss().get(`/api/properties/${a}/publication-check`);
    expect(gaps.body.gaps).toEqual([]);
    expect(pa.body.siteHiddenBecause).toEqual([]);
    const refs = [pa.body.siteReference, pb.body.siteReference];
    expect(refs.every((r) => Number.isInteger(r) && r > 0)).toBe(true);
    expect(new Set(refs).size).toBe(2);

    expect(pa.body.sitePublicUrl).toBe(
      `${t.config.publicUrl}/agences/lambert-immobilier/biens/${pa.body.siteReference}`,
    );
    expect(pa.body.siteHiddenBecause).toEqual([]);
    expect((await member().get('/api/agency/site')).body.publishedCount).toBe(2);

    const off = await boss().put(`/api/properties/${a}/site`, { publishedOnSite: false });
    expect(off.body).toMatchObject({
      publishedOnSite: false,
      siteReference: pa.body.siteReference,
      sitePublicUrl: null,
    });
    const on = await boss().put(`/api/properties/${a}/site`, { publishedOnSite: true });
    expect(on.body.siteReference).toBe(pa.body.siteReference);

    // A withdrawn listing leaves the site, keeps its number; why it does not show is said.
    await boss().patch(`/api/properties/${b}/status`, { status: 'Vendu' });
    const sold = await boss().get(`/api/properties/${b}`);
    expect(sold.body).toMatchObject({ sitePublicUrl: null, siteReference: pb.body.siteReference });
    expect(sold.body.siteHiddenBecause).toEqual(['status']);
    expect((await member().get('/api/agency/site')).body.publishedCount).toBe(1);
  });

  it('the edit form publishes too; an edit that does not send the switch leaves it as it is', async () => {
    const id = await completeSale('Maison Monplaisir');
    const fields = validPropertyFields({
      price: '313500',
      name: 'Maison Monplaisir',
      description: 'Jardin arboré et calme.',
      ...saleFacts,
    });
    const published = await boss().upload(
      'PUT',
      `/api/properties/${id}`,
      formOf({ ...fields, publishedOnSite: 'true' }),
    );
    expect(published.status, published.text).toBe(200);
    expect(published.body.publishedOnSite).toBe(true);
    const reference = published.body.siteReference;
    expect(reference).toBeGreaterThan(0);
    const edited = await boss().upload(
      'PUT',
      `/api/properties/${id}`,
      formOf({ ...fields, name: 'Maison avec jardin' }),
    );
    expect(edited.body).toMatchObject({ publishedOnSite: true, siteReference: reference });
    const bad = await boss().upload(
      'PUT',
      `/api/properties/${id}`,
      formOf({ ...fields, publishedOnSite: 'peut-être' }),
    );
    expect(bad.status).toBe(400);
  });

  it('says why a published listing does not show: gaps, or no address yet', async () => {
    const { body: bare } = await boss().post('/api/properties', validPropertyFields({ name: 'À compléter' }));
    const res = await boss().put(`/api/properties/${bare.id}/site`, { publishedOnSite: true });
    expect(res.body).toMatchObject({
      publishedOnSite: true,
      sitePublicUrl: null,
      siteHiddenBecause: ['gaps'],
    });
    expect(res.body.siteReference).toBeGreaterThan(0);

    const head = await freshHead();
    const { body: lone } = await head.post('/api/properties', validPropertyFields());
    const noSlug = await head.put(`/api/properties/${lone.id}/site`, { publishedOnSite: true });
    expect(noSlug.body.siteHiddenBecause).toEqual(expect.arrayContaining(['slug', 'gaps']));
    // References count per agency: the other agency starts at 1.
    expect(noSlug.body.siteReference).toBe(1);
  });

  it('another agency’s listing is a 404 and stays as it was; bad bodies are refused in French', async () => {
    const { body } = await boss().post('/api/properties', validPropertyFields());
    const foreign = await world.actors.bossB.client.put(`/api/properties/${body.id}/site`, {
      publishedOnSite: true,
    });
    expect(foreign.status).toBe(404);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, body.id));
    expect(row).toMatchObject({ publishedOnSite: false, siteReference: null });
    for (const bad of [{}, { publishedOnSite: 'oui' }, { publishedOnSite: null }]) {
      const res = await boss().put(`/api/properties/${body.id}/site`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.message).toMatch(/[a-zé]/);
    }
  });
});
