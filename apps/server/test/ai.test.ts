import { aiMessages, billingMessages, commonMessages, PERMISSIONS } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsage, properties, reviewAnalyses } from '../src/db/schema';
import { createAgencyWithBoss, createProperty, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { chatCompletion, startFakeServer } from './helpers/fake-ai-servers';
import { startTestApp, type TestApp } from './helpers/test-app';

const FACTS_SUP =
  'DPE C, GES B, dépenses d’énergie entre 800 € et 1 100 € par an (prix 2023), honoraires 5 % à la charge de l’acquéreur';

const PASTED = [
  '5/5 – 12/01/2025 – Agence très professionnelle, accueil chaleureux. Je recommande !',
  '1/5 – 03/02/2025 – Aucun suivi après la visite, personne ne répond au téléphone. Je déconseille.',
  '4/5 – 15/03/2025 – Estimation juste et vente rapide. Merci pour le suivi.',
].join('\n\n');

describe('AI helpers with the built-in engine (no configuration)', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp({ AI_MONTHLY_LIMIT_PREMIUM: '6' });
    world = await createWorld(t);
  });
  afterAll(() => t.close());

  const saleOfA = () =>
    createProperty(t.db, world.agencyA.id, {
      name: 'Appartement T3 lumineux',
      type: 'Vente',
      price: 320000,
      city: 'Lyon',
      zip: '69002',
      description: 'bel appartement de 65 m2 refait a neuf , proche metro',
      marketPrice: 310000,
      marketStatus: 1,
    });

  it('validation 2 names the missing legal facts; with them, validation 1 with the mentions; apply keeps the market price', async () => {
    const member = world.actors.memberA.client;
    const property = await saleOfA();
    const first = await member.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ validation: 2, engine: 'builtin', proposal: null });
    expect(first.body.infoSup).toContain(aiMessages.facts.dpe);
    expect(first.body.infoSup).toContain(aiMessages.facts.feesPayer);

    const second = await member.post(`/api/ai/listings/${property.id}/optimize`, { infoSup: FACTS_SUP });
    expect(second.body.validation).toBe(1);
    expect(second.body.original).toEqual({ name: property.name, description: property.description });
    expect(second.body.proposal.name).toBe('T3 lumineux de 65\u00A0m² – Lyon 2e');
    expect(second.body.proposal.description).toContain('CLASSE ÉNERGIE\u00A0: C – CLASSE CLIMAT\u00A0: B');
    expect(second.body.proposal.description).toContain('soit 304\u202F762\u00A0€ hors honoraires');
    expect(second.body.proposal.description).not.toContain('rue');

    const applied = await member.post(`/api/ai/listings/${property.id}/apply`, second.body.proposal);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      name: second.body.proposal.name,
      marketPrice: 310000,
      marketStatus: 1,
    });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row?.description).toBe(second.body.proposal.description);
  });

  it('facts stored on the property (DPE, surface, fees) are used without being asked again', async () => {
    const property = await createProperty(t.db, world.agencyA.id, {
      name: 'Maison familiale',
      type: 'Vente',
      price: 450000,
      city: 'Nantes',
      zip: '44000',
      description: 'Maison au calme.',
      kind: 'maison',
      surfaceHabitable: 120,
      rooms: 5,
      dpeStatus: 'realise',
      dpeClass: 'D',
      gesClass: 'C',
      energyCostMin: 1500,
      energyCostMax: 2100,
      energyCostYear: 2023,
      feesPayer: 'vendeur',
      hasGarden: true,
    });
    const res = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(res.body.validation).toBe(1);
    expect(res.body.proposal.name).toBe('Maison 5 pièces au calme de 120\u00A0m² – Nantes');
    expect(res.body.proposal.description).toContain('CLASSE ÉNERGIE\u00A0: D – CLASSE CLIMAT\u00A0: C');
    expect(res.body.proposal.description).toContain('– Extérieur\u00A0: jardin');
  });

  it('a blank supplementary text is the spec’s « Information requise » (400)', async () => {
    const property = await saleOfA();
    const res = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {
      infoSup: '   ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.infoSup).toBe(aiMessages.infoSupRequired);
  });

  it('another agency’s property is a 404 for the optimiser and for apply', async () => {
    const property = await saleOfA();
    const boss = world.actors.bossB.client;
    expect((await boss.post(`/api/ai/listings/${property.id}/optimize`, {})).status).toBe(404);
    expect(
      (await boss.post(`/api/ai/listings/${property.id}/apply`, { name: 'Volé', description: '' })).status,
    ).toBe(404);
  });

  it('review analysis: statistics, themes and months computed, saved, listed and reopened', async () => {
    const member = world.actors.memberA.client;
    const res = await member.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: PASTED,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ validation: 1, engine: 'builtin', source: 'pasted' });
    expect(res.body.stats).toMatchObject({
      count: 3,
      rated: 3,
      averageRating: 3.3,
      positive: 2,
      negative: 1,
    });
    expect(res.body.stats.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    expect(res.body.stats.themes.find((th: { theme: string }) => th.theme === 'suivi')).toMatchObject({
      positive: 1,
      negative: 1,
    });
    expect(res.body.negatif).toContain('Aucun suivi après la visite');

    const list = await member.get('/api/ai/review-analyses');
    expect(list.body.googlePlaces).toBe(false);
    expect(list.body.items[0]).toMatchObject({ id: res.body.id, count: 3, averageRating: 3.3 });
    const reopened = await member.get(`/api/ai/review-analyses/${res.body.id}`);
    expect(reopened.body).toEqual(res.body);
    expect((await world.actors.bossB.client.get(`/api/ai/review-analyses/${res.body.id}`)).status).toBe(404);
  });

  it('a CSV export is read by its columns', async () => {
    const csv =
      'Note;Date;Avis;Auteur\n5;2025-04-02;"Très bon accueil; équipe à l’écoute";Paul\n2;2025-05-10;Honoraires trop chers;Anne\n';
    const res = await world.actors.memberA.client.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: csv,
    });
    expect(res.body.stats).toMatchObject({ count: 2, averageRating: 3.5, positive: 1, negative: 1 });
  });

  it('no reviews at all is validation 2 with its reason, and nothing is saved', async () => {
    const before = (await t.db.select().from(reviewAnalyses)).length;
    const res = await world.actors.memberA.client.post('/api/ai/review-analyses', {
      agencyName: 'Agence',
      city: 'Lyon',
    });
    expect(res.body).toMatchObject({ validation: 2, id: null, raison: aiMessages.noReviews });
    expect((await t.db.select().from(reviewAnalyses)).length).toBe(before);
  });

  it('missing agency name or city is a French 400', async () => {
    const res = await world.actors.memberA.client.post('/api/ai/review-analyses', {
      agencyName: ' ',
      city: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toMatchObject({
      agencyName: commonMessages.required,
      city: commonMessages.required,
    });
  });

  it('metering: counted per agency and month, shown to the head, refused in French past the plan’s limit', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    const client = await signedInClient(t, boss.user.id);
    const property = await createProperty(t.db, agency.id);
    for (let i = 0; i < 6; i++)
      expect((await client.post(`/api/ai/listings/${property.id}/optimize`, {})).status).toBe(200);
    const refused = await client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(aiMessages.monthlyLimitReached(6));
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(32 * 24 * 3600);
    const settings = await client.get('/api/ai/settings');
    expect(settings.body).toMatchObject({
      provider: 'builtin',
      external: false,
      externalEnabled: false,
      usage: { used: 6, limit: 6 },
    });
    expect(settings.body.usage.month).toMatch(/^\d{4}-\d{2}$/);
    const rows = await t.db.select().from(aiUsage).where(eq(aiUsage.agencyId, agency.id));
    expect(rows).toEqual([{ agencyId: agency.id, month: settings.body.usage.month, calls: 6 }]);
  });

  it('plans and permission: Starter has no optimiser, Pro no review analysis, a member needs review_analysis', async () => {
    const starter = await createAgencyWithBoss(t.db, { subscription: 'starter' });
    const starterClient = await signedInClient(t, starter.boss.user.id);
    const starterProperty = await createProperty(t.db, starter.agency.id);
    const refused = await starterClient.post(`/api/ai/listings/${starterProperty.id}/optimize`, {});
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(billingMessages.featureNotIncluded('listing_optimizer'));

    const pro = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const proClient = await signedInClient(t, pro.boss.user.id);
    const proProperty = await createProperty(t.db, pro.agency.id);
    expect((await proClient.post(`/api/ai/listings/${proProperty.id}/optimize`, {})).status).toBe(200);
    expect((await proClient.get('/api/ai/review-analyses')).status).toBe(402);

    const withoutPermission = await createUser(t.db, {
      agencyId: world.agencyA.id,
      status: 'active',
      permissions: PERMISSIONS.filter((p) => p !== 'review_analysis'),
    });
    const memberClient = await signedInClient(t, withoutPermission.user.id);
    const forbidden = await memberClient.post('/api/ai/review-analyses', {
      agencyName: 'A',
      city: 'Lyon',
      reviewsText: PASTED,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toBe(commonMessages.permissionRequired);
    expect((await memberClient.get('/api/ai/review-analyses')).status).toBe(403);
  });
});

describe('AI helpers with an OpenAI-compatible provider (local fake)', () => {
  let t: TestApp;
  let world: World;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  const answer = {
    validation: 1,
    nom: 'T3 de 65 m² – Lyon 2e',
    description: 'Bel appartement refait à neuf.',
    infoSup: '',
  };
  beforeAll(async () => {
    fake = await startFakeServer([chatCompletion(JSON.stringify(answer))]);
    t = await startTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: 'modele-test',
      AI_MAX_RETRIES: '0',
      AI_TIMEOUT_SECONDS: '2',
    });
    world = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const completeSale = () =>
    createProperty(t.db, world.agencyA.id, {
      type: 'Vente',
      price: 320000,
      zip: '69002',
      description: `Appartement de 65 m². ${FACTS_SUP}.`,
    });

  it('until the head switches it on, nothing is sent: the built-in engine answers', async () => {
    const property = await completeSale();
    const res = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(res.body).toMatchObject({ validation: 1, engine: 'builtin' });
    expect(fake.requests).toHaveLength(0);
  });

  it('switched on: the provider answers and the legal check appends the mentions it left out', async () => {
    const head = world.actors.bossA.client;
    const settings = await head.put('/api/ai/settings', { externalEnabled: true });
    expect(settings.body).toMatchObject({
      provider: 'openai-compatible',
      external: true,
      externalEnabled: true,
    });
    const property = await completeSale();
    const res = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(res.body).toMatchObject({ validation: 1, engine: 'openai-compatible' });
    expect(res.body.proposal.description).toMatch(
      /^Bel appartement refait à neuf\.\n\nInformations légales :\n/,
    );
    expect(res.body.addedLegalMentions).toContain('CLASSE ÉNERGIE\u00A0: C – CLASSE CLIMAT\u00A0: B');
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it('a provider failure is a French 502 and the call is given back to the month’s count', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    const used = (await world.actors.bossA.client.get('/api/ai/settings')).body.usage.used;
    fake.setReplies([chatCompletion('pas du JSON')]);
    const property = await completeSale();
    const res = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(aiMessages.listingInvalidAnswer);
    expect((await world.actors.bossA.client.get('/api/ai/settings')).body.usage.used).toBe(used);
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });

  it('cancelling in the browser aborts the provider call', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    fake.setReplies([{ hang: true }]);
    const property = await completeSale();
    const controller = new AbortController();
    const cookie = world.actors.memberA.client.getCookie('immopilote_session');
    const pending = fetch(`${t.baseUrl}/api/ai/listings/${property.id}/optimize`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-immopilote-csrf': '1',
        cookie: `immopilote_session=${cookie}`,
      },
      body: '{}',
      signal: controller.signal,
    }).catch(() => null);
    await expect.poll(() => fake.hanging.size).toBe(1);
    controller.abort();
    await pending;
    await expect.poll(() => fake.hanging.size).toBe(0);
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });
});

describe('review analysis with Google Places (local fake)', () => {
  it('adds the agency’s Google reviews to the pasted ones', async () => {
    const google = await startFakeServer([
      {
        json: {
          places: [
            {
              reviews: [
                {
                  rating: 5,
                  text: { text: 'Accueil parfait, équipe réactive.' },
                  publishTime: '2025-06-01T09:00:00Z',
                },
              ],
            },
          ],
        },
      },
    ]);
    const t = await startTestApp({ GOOGLE_PLACES_API_KEY: 'cle', GOOGLE_PLACES_URL: google.url });
    try {
      const world = await createWorld(t);
      const client = world.actors.memberA.client;
      expect((await client.get('/api/ai/review-analyses')).body.googlePlaces).toBe(true);
      const res = await client.post('/api/ai/review-analyses', {
        agencyName: 'Agence du Centre',
        city: 'Lyon',
        reviewsText: PASTED,
      });
      expect(res.body).toMatchObject({ validation: 1, source: 'google+pasted', stats: { count: 4 } });
      expect(JSON.parse(google.requests[0]!.body).textQuery).toBe('Agence du Centre, Lyon');
    } finally {
      await t.close();
      await google.close();
    }
  });
});
