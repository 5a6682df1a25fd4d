import {
  aiMessages,
  billingMessages,
  commonMessages,
  PERMISSIONS,
  REVIEWS_BODY_MAX_BYTES,
  REVIEWS_TEXT_MAX,
  formatNumber,
  privacyMessages,
  propertyFactsMessages,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, aiJobs, aiUsage, properties, reviewAnalyses } from '../src/db/schema';
import { createAgencyWithBoss, createClient, createProperty, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { chatCompletion, startFakeServer } from './helpers/fake-ai-servers';
import { startTestApp, type TestApp } from './helpers/test-app';

const FEE_SCALE = 'https://www.agence-exemple.fr/bareme';

/** A Lyon sale with every fact the law asks for, except those a test leaves out. */
const SALE_FACTS = {
  name: 'Appartement T3 lumineux',
  type: 'Vente',
  price: 320000,
  city: 'Lyon',
  zip: '69002',
  description: 'bel appartement de 65 m2 refait a neuf , proche metro',
  kind: 'appartement',
  surfaceHabitable: 65,
  surfaceCarrez: 64.2,
  rooms: 3,
  dpeStatus: 'realise',
  dpeClass: 'C',
  dpeValue: 150,
  gesClass: 'B',
  gesValue: 9,
  energyCostMin: 800,
  energyCostMax: 1100,
  energyCostYear: 2023,
  dpeDate: '2024-03-12',
  feesPayer: 'acquereur',
  feesPercent: 5,
  priceExclFees: 304762,
  copro: true,
  coproLots: 24,
  coproCharges: 1800,
  coproProcedure: false,
} as const;

/** What the user types after a validation 2 to give the DPE and the fees (the free-text path). */
const FACTS_SUP =
  'DPE C, GES B, dépenses d’énergie entre 800 € et 1 100 € par an (prix 2023), honoraires 5 % à la charge de l’acquéreur, prix hors honoraires 304 762 €';

const PASTED = [
  '5/5 – 12/01/2025 – Agence très professionnelle, accueil chaleureux. Je recommande !',
  '1/5 – 03/02/2025 – Aucun suivi après la visite, personne ne répond au téléphone. Je déconseille.',
  '4/5 – 15/03/2025 – Estimation juste et vente rapide. Merci pour le suivi.',
].join('\n\n');

async function withFeeScale(t: TestApp, agencyId: string) {
  await t.db.update(agencies).set({ feeScaleUrl: FEE_SCALE }).where(eq(agencies.id, agencyId));
}

describe('AI helpers with the built-in engine (no configuration)', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp({ AI_MONTHLY_LIMIT_PRO: '3' });
    world = await createWorld(t);
    await withFeeScale(t, world.agencyA.id);
  });
  afterAll(() => t.close());

  const saleOfA = (facts: Partial<typeof properties.$inferInsert> = {}) =>
    createProperty(t.db, world.agencyA.id, { ...SALE_FACTS, marketPrice: 310000, marketStatus: 1, ...facts });

  it('validation 2 names the stored facts listingGaps finds missing, calls no engine and counts nothing', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const client = await signedInClient(t, boss.user.id);
    const property = await createProperty(t.db, agency.id, { type: 'Vente' });
    const res = await client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: null, task: 'listing', status: 'done', error: null });
    expect(res.body.result).toMatchObject({ validation: 2, engine: 'builtin', proposal: null });
    const keys = res.body.result.missing.map((g: { key: string }) => g.key);
    expect(keys).toEqual(
      expect.arrayContaining(['kind', 'surfaceHabitable', 'dpeStatus', 'feesPayer', 'feeScaleUrl']),
    );
    expect(res.body.result.infoSup).toContain(propertyFactsMessages.gaps.dpeStatus);
    expect(await t.db.select().from(aiUsage).where(eq(aiUsage.agencyId, agency.id))).toEqual([]);
  });

  it('the free-text path: facts typed after a validation 2 complete the stored ones, then validation 1; apply keeps the market price', async () => {
    const member = world.actors.memberA.client;
    const property = await saleOfA({
      dpeClass: null,
      gesClass: null,
      energyCostMin: null,
      energyCostMax: null,
      energyCostYear: null,
      feesPayer: null,
      feesPercent: null,
      priceExclFees: null,
    });
    const first = await member.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(first.body.result.missing.map((g: { key: string }) => g.key)).toEqual([
      'dpeClass',
      'gesClass',
      'energyCost',
      'feesPayer',
    ]);

    const second = await member.post(`/api/ai/listings/${property.id}/optimize`, { infoSup: FACTS_SUP });
    expect(second.body).toMatchObject({ status: 'done', task: 'listing' });
    expect(second.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const result = second.body.result;
    expect(result.validation).toBe(1);
    expect(result.original).toEqual({ name: property.name, description: property.description });
    expect(result.proposal.name).toBe('T3 lumineux de 65\u00A0m² – Lyon 2e');
    // The legal mentions are not frozen in the text: they are written from the facts where the ad goes.
    expect(result.proposal.description).not.toContain('CLASSE ÉNERGIE');
    expect(result.proposal.description).not.toContain('304\u202F762');
    expect(result.proposal.description).not.toContain('Informations légales');
    expect(result.proposal.description).not.toContain('rue');
    expect(result.addedLegalMentions).toContain('CLASSE ÉNERGIE\u00A0: C – CLASSE CLIMAT\u00A0: B');

    const applied = await member.post(`/api/ai/listings/${property.id}/apply`, result.proposal);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ name: result.proposal.name, marketPrice: 310000, marketStatus: 1 });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row?.description).toBe(result.proposal.description);
  });

  it('a complete property is written from its stored facts at once', async () => {
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
      dpeStatus: 'vierge',
      feesPayer: 'vendeur',
      copro: false,
      hasGarden: true,
    });
    const res = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(res.body.result.validation).toBe(1);
    expect(res.body.result.proposal.name).toBe('Maison 5 pièces au calme de 120\u00A0m² – Nantes');
    expect(res.body.result.proposal.description).not.toContain('450\u202F000');
    expect(res.body.result.proposal.description).toContain('– Extérieurs et annexes\u00A0: jardin');
  });

  it('a blank supplementary text is the spec’s « Information requise » (400)', async () => {
    const property = await saleOfA();
    const res = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {
      infoSup: '   ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.infoSup).toBe(aiMessages.infoSupRequired);
  });

  it('another agency’s property is a 404 for the optimiser and for apply; a job is its caller’s only', async () => {
    const property = await saleOfA();
    const boss = world.actors.bossB.client;
    expect((await boss.post(`/api/ai/listings/${property.id}/optimize`, {})).status).toBe(404);
    expect(
      (await boss.post(`/api/ai/listings/${property.id}/apply`, { name: 'Volé', description: '' })).status,
    ).toBe(404);
    const job = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect((await world.actors.memberA.client.get(`/api/ai/jobs/${job.body.id}`)).body).toEqual(job.body);
    for (const other of [world.actors.bossB.client, world.actors.bossA.client]) {
      expect((await other.get(`/api/ai/jobs/${job.body.id}`)).status).toBe(404);
      expect((await other.post(`/api/ai/jobs/${job.body.id}/cancel`)).status).toBe(404);
    }
  });

  it('review analysis: statistics, themes and months computed, saved, listed and reopened', async () => {
    const member = world.actors.memberA.client;
    const res = await member.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: PASTED,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ task: 'reviews', status: 'done' });
    const analysis = res.body.result;
    expect(analysis).toMatchObject({ validation: 1, engine: 'builtin', source: 'pasted' });
    expect(analysis.stats).toMatchObject({
      count: 3,
      rated: 3,
      averageRating: 3.3,
      positive: 2,
      negative: 1,
    });
    expect(analysis.stats.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    expect(analysis.stats.themes.find((th: { theme: string }) => th.theme === 'suivi')).toMatchObject({
      positive: 1,
      negative: 1,
    });
    expect(analysis.negatif).toContain('Aucun suivi après la visite');

    const list = await member.get('/api/ai/review-analyses');
    expect(list.body.googlePlaces).toBe(false);
    expect(list.body.items[0]).toMatchObject({ id: analysis.id, count: 3, averageRating: 3.3 });
    const reopened = await member.get(`/api/ai/review-analyses/${analysis.id}`);
    expect(reopened.body).toEqual(analysis);
    expect((await world.actors.bossB.client.get(`/api/ai/review-analyses/${analysis.id}`)).status).toBe(404);
  });

  it('many reviews run in the jobs room: « running », then done once the job ran, saved once', async () => {
    const many = Array.from(
      { length: 300 },
      (_, i) =>
        `${(i % 5) + 1}/5 – ${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2025 – Avis numéro ${i} : visite bien organisée, suivi correct.`,
    ).join('\n\n');
    const member = world.actors.memberA.client;
    const res = await member.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: many,
    });
    expect(res.body).toMatchObject({ task: 'reviews', status: 'running', result: null });
    await t.deps.jobs.runUntilIdle();
    const done = await member.get(`/api/ai/jobs/${res.body.id}`);
    expect(done.body).toMatchObject({ status: 'done', result: { validation: 1, stats: { count: 300 } } });
    const saved = await t.db.select().from(reviewAnalyses).where(eq(reviewAnalyses.id, done.body.result.id));
    expect(saved).toHaveLength(1);
  });

  it('a CSV export is read by its columns', async () => {
    const csv =
      'Note;Date;Avis;Auteur\n5;2025-04-02;"Très bon accueil; équipe à l’écoute";Paul\n2;2025-05-10;Honoraires trop chers;Anne\n';
    const res = await world.actors.memberA.client.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: csv,
    });
    expect(res.body.result.stats).toMatchObject({ count: 2, averageRating: 3.5, positive: 1, negative: 1 });
  });

  it('no reviews at all is validation 2 with its reason, and nothing is saved', async () => {
    const before = (await t.db.select().from(reviewAnalyses)).length;
    const res = await world.actors.memberA.client.post('/api/ai/review-analyses', {
      agencyName: 'Agence',
      city: 'Lyon',
    });
    expect(res.body.result).toMatchObject({ validation: 2, id: null, raison: aiMessages.noReviews });
    expect((await t.db.select().from(reviewAnalyses)).length).toBe(before);
  });

  it('the longest paste the form allows is not refused for its bytes; one character more is a French 400', async () => {
    // Accented text: REVIEWS_TEXT_MAX characters weigh more than the server's default 1 MB JSON limit.
    const line = '★★★★★ Été ';
    const longest = line.repeat(Math.ceil(REVIEWS_TEXT_MAX / line.length)).slice(0, REVIEWS_TEXT_MAX);
    expect(Buffer.byteLength(longest)).toBeGreaterThan(1024 * 1024);
    const member = world.actors.memberA.client;
    const body = { agencyName: 'Agence du Centre', city: 'Lyon' };
    const accepted = await member.post('/api/ai/review-analyses', { ...body, reviewsText: longest });
    expect(accepted.status, accepted.text).toBe(200);
    const tooLong = await member.post('/api/ai/review-analyses', { ...body, reviewsText: `${longest}é` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fieldErrors).toMatchObject({ reviewsText: commonMessages.tooLong });
    const tooBig = await member.post('/api/ai/review-analyses', {
      ...body,
      reviewsText: '\u0001'.repeat(REVIEWS_BODY_MAX_BYTES / 6 + 1),
    });
    expect(tooBig.status).toBe(413);
    await t.deps.jobs.runUntilIdle();
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
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    await withFeeScale(t, agency.id);
    const client = await signedInClient(t, boss.user.id);
    const property = await createProperty(t.db, agency.id, SALE_FACTS);
    for (let i = 0; i < 3; i++)
      expect((await client.post(`/api/ai/listings/${property.id}/optimize`, {})).body.status).toBe('done');
    const refused = await client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(aiMessages.monthlyLimitReached(3));
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(32 * 24 * 3600);
    const settings = await client.get('/api/ai/settings');
    expect(settings.body).toMatchObject({
      provider: 'builtin',
      external: false,
      externalEnabled: false,
      usage: { used: 3, limit: 3 },
    });
    const rows = await t.db.select().from(aiUsage).where(eq(aiUsage.agencyId, agency.id));
    expect(rows).toEqual([{ agencyId: agency.id, month: settings.body.usage.month, calls: 3 }]);
  });

  it('plans and permission: Starter has no optimiser, Pro no review analysis, a member needs review_analysis', async () => {
    const starter = await createAgencyWithBoss(t.db, { subscription: 'starter' });
    const starterClient = await signedInClient(t, starter.boss.user.id);
    const starterProperty = await createProperty(t.db, starter.agency.id);
    const refused = await starterClient.post(`/api/ai/listings/${starterProperty.id}/optimize`, {});
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(billingMessages.featureNotIncluded('listing_optimizer'));
    const anyJob = '4f1d3c2b-7a6e-4d5c-9b8a-0e1f2a3b4c5d';
    expect((await starterClient.get(`/api/ai/jobs/${anyJob}`)).status).toBe(402);
    expect((await starterClient.post(`/api/ai/jobs/${anyJob}/cancel`)).status).toBe(402);

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

describe('AI helpers with an OpenAI-compatible provider (local fake), in the jobs room', () => {
  let t: TestApp;
  let world: World;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  const answer = {
    validation: 1,
    nom: 'T3 de 65 m² – Lyon 2e',
    description: 'Bel appartement refait à neuf. Classe énergie C.',
    infoSup: '',
  };
  beforeAll(async () => {
    fake = await startFakeServer([chatCompletion(JSON.stringify(answer))]);
    t = await startTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: 'modele-test',
      AI_MAX_RETRIES: '0',
      AI_TIMEOUT_SECONDS: '5',
    });
    world = await createWorld(t);
    await withFeeScale(t, world.agencyA.id);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const sale = () => createProperty(t.db, world.agencyA.id, SALE_FACTS);
  const usedCalls = async () => (await world.actors.bossA.client.get('/api/ai/settings')).body.usage.used;
  /** The browser's side: the call is started, then its job followed until it ends. */
  async function optimise(id: string) {
    const started = await world.actors.memberA.client.post(`/api/ai/listings/${id}/optimize`, {});
    if (started.body.status !== 'running') return started.body;
    await t.deps.jobs.runUntilIdle();
    return (await world.actors.memberA.client.get(`/api/ai/jobs/${started.body.id}`)).body;
  }

  it('until the head switches it on, nothing is sent: the built-in engine answers in the request', async () => {
    const property = await sale();
    const job = await optimise(property.id);
    expect(job).toMatchObject({ status: 'done', result: { validation: 1, engine: 'builtin' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('switched on: a job; the provider answers and the legal check appends the mentions it left out', async () => {
    const settings = await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    expect(settings.body).toMatchObject({
      provider: 'openai-compatible',
      external: true,
      externalEnabled: true,
    });
    const property = await sale();
    const started = await world.actors.memberA.client.post(`/api/ai/listings/${property.id}/optimize`, {});
    expect(started.body).toMatchObject({ status: 'running', result: null });
    await t.deps.jobs.runUntilIdle();
    const job = (await world.actors.memberA.client.get(`/api/ai/jobs/${started.body.id}`)).body;
    expect(job).toMatchObject({ status: 'done', result: { validation: 1, engine: 'openai-compatible' } });
    expect(job.result.proposal.description).toBe('Bel appartement refait à neuf.');
    expect(job.result.addedLegalMentions).toContain('CLASSE ÉNERGIE\u00A0: C – CLASSE CLIMAT\u00A0: B');
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it('an answer contradicting the stored facts is corrected to them, and the corrections are named', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    fake.setReplies([
      chatCompletion(
        JSON.stringify({
          ...answer,
          description:
            'Superbe T3 de 65 m² au calme. Classe énergie A, proposé à 99 000 € seulement. Balcon plein sud.',
        }),
      ),
    ]);
    const property = await createProperty(t.db, world.agencyA.id, {
      ...SALE_FACTS,
      price: 313500,
      priceExclFees: 298571,
      dpeClass: 'D',
      gesClass: 'C',
    });
    const job = await optimise(property.id);
    // French typography puts no-break spaces in figures: compared with plain spaces.
    const plain = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');
    const stored = plain(formatNumber(313500));
    expect(job.result).toMatchObject({ validation: 1, reason: null });
    // Corrected, then taken out of the free text: the mentions come from the facts wherever the ad goes.
    expect(plain(job.result.proposal.description)).toBe('Superbe T3 de 65 m² au calme. Balcon plein sud.');
    expect(job.result.corrections.map(plain)).toEqual([
      plain(aiMessages.corrected(aiMessages.correctedFacts.dpeClass, 'A', 'D')),
      plain(aiMessages.corrected(aiMessages.correctedFacts.price, '99 000 €', `${stored} €`)),
    ]);
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });

  it('an answer that is nothing but prices and classes offers no ad', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    fake.setReplies([
      chatCompletion(JSON.stringify({ ...answer, description: 'Classe énergie C, au prix de 313 500 €.' })),
    ]);
    const property = await createProperty(t.db, world.agencyA.id, {
      ...SALE_FACTS,
      price: 313500,
      priceExclFees: 298571,
    });
    const job = await optimise(property.id);
    expect(job.result).toMatchObject({ validation: 3, proposal: null });
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });

  it('an answer in a ```json fence is accepted', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    fake.setReplies([chatCompletion(`\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\``)]);
    const job = await optimise((await sale()).id);
    expect(job).toMatchObject({ status: 'done', result: { validation: 1, corrections: [] } });
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });

  it('no name, phone, e-mail, door code, IBAN or street address of the listing reaches the provider', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    await createClient(t.db, world.agencyA.id, { fullName: 'Gaspard Vautrin', firstName: 'Gaspard' });
    const property = await createProperty(t.db, world.agencyA.id, {
      ...SALE_FACTS,
      address: '12 rue des Lilas',
      description:
        'Bel appartement. Propriétaire : M. Jean Dupont (06 12 34 56 78, jean.dupont@exemple.fr), locataire Gaspard Vautrin jusqu’en juin. Code porte 4B12A. RIB FR76 3000 6000 0112 3456 7890 189.',
    });
    const before = fake.requests.length;
    const job = await optimise(property.id);
    expect(job.status).toBe('done');
    const sent = fake.requests
      .slice(before)
      .map((r) => r.body)
      .join('\n');
    expect(sent).not.toBe('');
    for (const secret of [
      'Dupont',
      'Gaspard',
      'Vautrin',
      '06 12 34 56 78',
      'jean.dupont',
      '4B12A',
      'FR76',
      'Lilas',
    ]) {
      expect(sent).not.toContain(secret);
    }
    // The chat prompt carries no address at all (the webhook's `adresse` is redacted the same way).
    const { address: _, ...kinds } = privacyMessages.redacted;
    for (const placeholder of Object.values(kinds)) expect(sent).toContain(placeholder);
    expect(sent).toContain('Lyon (69002)');
  });

  it('reviewers’ names, e-mails and phones do not reach the provider', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    fake.setReplies([
      chatCompletion(
        JSON.stringify({ validation: 1, review: 'Synthèse.', positif: 'Accueil', negatif: '', raison: '' }),
      ),
    ]);
    const before = fake.requests.length;
    const started = await world.actors.memberA.client.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: [
        'note;auteur;texte',
        '5;Hortense Delacroix;Merci à Mme Delacroix et à Hortense pour le suivi, appelez le 07.11.22.33.44',
        '2;Paul Girard;Écrivez-moi à paul.girard@exemple.fr, Monsieur Girard attend toujours.',
      ].join('\n'),
    });
    await t.deps.jobs.runUntilIdle();
    expect((await world.actors.memberA.client.get(`/api/ai/jobs/${started.body.id}`)).body.status).toBe(
      'done',
    );
    const sent = fake.requests
      .slice(before)
      .map((r) => r.body)
      .join('\n');
    for (const secret of ['Hortense', 'Delacroix', 'Girard', 'paul.girard', '07.11.22.33.44']) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).toContain('Merci à');
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });

  it('« Mon agence » shows the head exactly what a call sends, redacted; a member may not see it', async () => {
    await createClient(t.db, world.agencyA.id, { fullName: 'Jean Dupont', firstName: 'Jean' });
    const example = await world.actors.bossA.client.get('/api/ai/request-example');
    expect(example.status).toBe(200);
    expect(example.body).toMatchObject({ provider: 'openai-compatible', external: true });
    expect(example.body.sampleDescription).toContain('jean.dupont@exemple.fr');
    const { listing, reviews } = example.body as { listing: string; reviews: string };
    for (const secret of ['Dupont', 'Leroy', '06 12 34 56 78', 'jean.dupont', '4B12A', 'FR76', 'Lilas']) {
      expect(listing).not.toContain(secret);
    }
    expect(listing).toContain(privacyMessages.redacted.code);
    expect(listing).toContain('Lyon (69002)');
    for (const secret of ['Sophie', 'Martin', 'Girard', 'paul.girard', '07.11.22.33.44']) {
      expect(reviews).not.toContain(secret);
    }
    // The very text a call sends: the same redaction and prompt reach the provider.
    const property = await createProperty(t.db, world.agencyA.id, {
      ...SALE_FACTS,
      description: aiMessages.sample.description,
    });
    const before = fake.requests.length;
    await optimise(property.id);
    const content = JSON.parse(fake.requests[before]!.body).messages.map(
      (m: { content: string }) => m.content,
    );
    expect(content.join('\n\n')).toContain(aiMessages.sample.description.slice(0, 20));
    expect(content.join('\n\n')).toContain(
      `Description actuelle : ${listing.split('Description actuelle : ')[1]!.split('\n')[0]}`,
    );
    expect((await world.actors.memberA.client.get('/api/ai/request-example')).status).toBe(403);
  });

  it('a provider failure fails the job in French and the call is given back to the month’s count', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    const used = await usedCalls();
    fake.setReplies([chatCompletion('pas du JSON')]);
    const job = await optimise((await sale()).id);
    expect(job).toMatchObject({ status: 'failed', error: aiMessages.listingInvalidAnswer, result: null });
    expect(await usedCalls()).toBe(used);
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });

  it('« Annuler » marks the job cancelled, its signal stops the provider call, nothing is saved, the call counts', async () => {
    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    fake.setReplies([{ hang: true }]);
    const used = await usedCalls();
    const member = world.actors.memberA.client;
    const before = (await t.db.select().from(reviewAnalyses)).length;
    const started = await member.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: PASTED,
    });
    expect(started.body.status).toBe('running');
    await expect.poll(() => fake.hanging.size).toBe(1);
    const cancelled = await member.post(`/api/ai/jobs/${started.body.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', result: null });
    await expect.poll(() => fake.hanging.size).toBe(0);
    await t.deps.jobs.runUntilIdle();
    expect((await member.get(`/api/ai/jobs/${started.body.id}`)).body.status).toBe('cancelled');
    expect((await t.db.select().from(reviewAnalyses)).length).toBe(before);
    expect(await usedCalls()).toBe(used + 1);
    const [row] = await t.db.select().from(aiJobs).where(eq(aiJobs.id, started.body.id));
    expect(row).toMatchObject({ status: 'cancelled', result: null });
    fake.setReplies([chatCompletion(JSON.stringify(answer))]);
  });
});

describe('review analysis with Google Places (local fake)', () => {
  it('adds the agency’s Google reviews to the pasted ones, in the jobs room', async () => {
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
      const started = await client.post('/api/ai/review-analyses', {
        agencyName: 'Agence du Centre',
        city: 'Lyon',
        reviewsText: PASTED,
      });
      expect(started.body.status).toBe('running');
      await t.deps.jobs.runUntilIdle();
      const job = await client.get(`/api/ai/jobs/${started.body.id}`);
      expect(job.body.result).toMatchObject({ validation: 1, source: 'google+pasted', stats: { count: 4 } });
      expect(JSON.parse(google.requests[0]!.body).textQuery).toBe('Agence du Centre, Lyon');
    } finally {
      await t.close();
      await google.close();
    }
  });
});
