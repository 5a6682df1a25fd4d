import { billingMessages, commonMessages, PERMISSIONS, scoringMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, clientScores, documents } from '../src/db/schema';
import {
  createAgencyWithBoss,
  createClient,
  createHistoryEntry,
  createProperty,
  createUser,
} from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import {
  attestationLines,
  CAMILLE,
  type Identity,
  OTHER_IDENTITY,
  payslipLines,
  taxNoticeLines,
} from './helpers/scoring-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const head = () => world.actors.bossA.client;

/** A document row with its extracted text, as /ocr-result saves it (the file itself is not read here). */
async function addDocument(agencyId: string, clientId: string, lines: string[], fileName: string) {
  await t.db.insert(documents).values({
    agencyId,
    clientId,
    storageKey: `${agencyId}/${clientId}/${fileName}`,
    fileName,
    mimeType: 'application/pdf',
    sizeBytes: 1000,
    text: lines.join('\n'),
    documentType: 'ressources.avis_imposition',
  });
}

async function clientWithFile(who: Identity = CAMILLE, agencyId = world.agencyA.id) {
  const client = await createClient(t.db, agencyId);
  await addDocument(agencyId, client.id, taxNoticeLines(who), 'avis-impot-2025.pdf');
  await addDocument(agencyId, client.id, payslipLines(who), 'bulletin-septembre.pdf');
  await addDocument(agencyId, client.id, attestationLines(who), 'attestation-employeur.pdf');
  return client;
}

describe('the scoring context', () => {
  it('reads the documents and proposes the facts for the agent to confirm', async () => {
    const client = await clientWithFile();
    const res = await head().get(`/api/clients/${client.id}/scoring`);
    expect(res.status).toBe(200);
    expect(res.body.client).toEqual({ id: client.id, fullName: client.fullName, clientScore: null });
    expect(res.body.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'tax_notice',
      'payslip',
      'employment_attestation',
    ]);
    expect(res.body.documents[0].facts).toContainEqual({
      label: 'Revenu fiscal de référence',
      value: '30\u202f474\u00a0€',
    });
    expect(res.body.proposal).toMatchObject({
      monthlyIncome: 2104,
      contractType: 'cdi',
      activityStart: '2019-03-01',
      employer: 'Transports Rhône-Alpes SAS',
      guarantor: 'none',
      rentalPropertyId: null,
      pieces: { identity: false, address: false, activity: true, income: true, guarantor: false },
    });
    expect(res.body.rentals).toEqual([]);
    expect(res.body.history).toEqual([]);
  });

  it('offers the rentals the client visited, with their rent, and picks the only one', async () => {
    const client = await createClient(t.db, world.agencyA.id);
    const rental = await createProperty(t.db, world.agencyA.id, {
      type: 'Location',
      price: 780,
      name: 'T2 Croix-Rousse',
    });
    const sale = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    await createHistoryEntry(t.db, rental, { clientId: client.id });
    await createHistoryEntry(t.db, rental, { clientId: client.id, date: '2026-04-02' });
    await createHistoryEntry(t.db, sale, { clientId: client.id });
    const res = await head().get(`/api/clients/${client.id}/scoring`);
    expect(res.body.rentals).toEqual([{ id: rental.id, name: 'T2 Croix-Rousse', rent: 780 }]);
    expect(res.body.proposal.rentalPropertyId).toBe(rental.id);
  });
});

describe('computing the score', () => {
  it('saves client_score with its factors and keeps every computation', async () => {
    const client = await clientWithFile();
    const { body: context } = await head().get(`/api/clients/${client.id}/scoring`);
    const first = await head().post(`/api/clients/${client.id}/scoring`, {
      ...context.proposal,
      targetRent: 700,
    });
    expect(first.status).toBe(201);
    // Income 2 104 € ≥ 3 × 700 €: 40; CDI for 7 years: 25; no guarantee: 0; 2 of 4 pieces: 7.5.
    expect(
      first.body.factors.map((f: { id: string; weight: number; points: number }) => [
        f.id,
        f.weight,
        f.points,
      ]),
    ).toEqual([
      ['income', 40, 40],
      ['stability', 25, 25],
      ['guarantor', 20, 0],
      ['completeness', 15, 7.5],
    ]);
    expect(first.body.score).toBe(73);
    expect(first.body.createdBy).toMatch(/\S/);
    const advice = first.body.factors.flatMap((f: { advice: string[] }) => f.advice);
    expect(advice).toContain(scoringMessages.advice.noGuarantor);
    expect(advice).toContain(scoringMessages.advice.missingPiece(scoringMessages.pieces.identity));

    const better = await head().post(`/api/clients/${client.id}/scoring`, {
      ...context.proposal,
      targetRent: 700,
      guarantor: 'visale',
      pieces: { identity: true, address: true, activity: true, income: true, guarantor: true },
    });
    expect(better.body.score).toBe(100);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row!.clientScore).toBe(100);
    const { body: after } = await head().get(`/api/clients/${client.id}/scoring`);
    expect(after.history.map((h: { score: number }) => h.score)).toEqual([100, 73]);
    expect(after.client.clientScore).toBe(100);
    expect((await head().get(`/api/clients/${client.id}`)).body.clientScore).toBe(100);
  });

  it('compares income with the visited rental’s rent', async () => {
    const client = await clientWithFile();
    const rental = await createProperty(t.db, world.agencyA.id, {
      type: 'Location',
      price: 950,
      name: 'T3 Monplaisir',
    });
    await createHistoryEntry(t.db, rental, { clientId: client.id });
    const { body: context } = await head().get(`/api/clients/${client.id}/scoring`);
    const res = await head().post(`/api/clients/${client.id}/scoring`, context.proposal);
    const income = res.body.factors[0];
    expect(income.facts[0]).toEqual({ label: 'Loyer de «\u00a0T3 Monplaisir\u00a0»', value: '950\u00a0€' });
    // 2 104 ÷ 950 = 2,21: half the weight.
    expect(income.points).toBe(20);
  });

  it('gives the same score whatever the client’s nationality, family situation, age, name or address', async () => {
    const client = await clientWithFile();
    const { body: context } = await head().get(`/api/clients/${client.id}/scoring`);
    const body = { ...context.proposal, targetRent: 820 };
    const before = await head().post(`/api/clients/${client.id}/scoring`, body);
    const changes = [
      { nationality: 'Marocaine' },
      { nationality: 'Française' },
      { maritalStatus: 'Divorcée, trois enfants' },
      { birthDate: '1948-02-29' },
      { birthDate: '2005-10-01' },
      { fullName: 'Fatoumata Diallo', firstName: 'Fatoumata' },
      { address: '4 rue de la Kasbah\n20000 Casablanca, Maroc' },
    ];
    for (const change of changes) {
      await t.db.update(clients).set(change).where(eq(clients.id, client.id));
      const { body: again } = await head().get(`/api/clients/${client.id}/scoring`);
      expect(again.proposal).toEqual(context.proposal);
      const after = await head().post(`/api/clients/${client.id}/scoring`, body);
      expect({ change, score: after.body.score, factors: after.body.factors }).toEqual({
        change,
        score: before.body.score,
        factors: before.body.factors,
      });
    }
    // The same documents naming another person (name, address, family situation, birth date): same result.
    const other = await clientWithFile(OTHER_IDENTITY);
    const { body: otherContext } = await head().get(`/api/clients/${other.id}/scoring`);
    expect(otherContext.proposal).toEqual(context.proposal);
    const otherScore = await head().post(`/api/clients/${other.id}/scoring`, body);
    expect(otherScore.body.factors).toEqual(before.body.factors);
  });
});

describe('the agency’s data export', () => {
  it('carries every score with the facts and factors behind it', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const agencyHead = await signedInClient(t, boss.user.id);
    const client = await createClient(t.db, agency.id);
    const scored = await agencyHead.post(`/api/clients/${client.id}/scoring`, {
      targetRent: 600,
      monthlyIncome: 1900,
    });
    expect((await agencyHead.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { body: state } = await agencyHead.get('/api/agency/export');
    const zip = await agencyHead.get(`/api/agency/export/${state.latest.id}/download`);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.raw))['donnees.json']!));
    expect(data.clientScores).toEqual([
      {
        id: scored.body.id,
        clientId: client.id,
        score: scored.body.score,
        facts: scored.body.facts,
        factors: scored.body.factors,
        createdAt: scored.body.createdAt,
      },
    ]);
  });
});

describe('refusals', () => {
  it('answers French field errors for bad facts, and saves nothing', async () => {
    const client = await createClient(t.db, world.agencyA.id);
    const bad = await head().post(`/api/clients/${client.id}/scoring`, {
      monthlyIncome: 'beaucoup',
      contractType: 'stage',
      activityStart: '2999-01-01',
      guarantor: 'parent',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toMatchObject({
      monthlyIncome: scoringMessages.errors.amountInvalid,
      contractType: scoringMessages.errors.contractInvalid,
      guarantor: scoringMessages.errors.guarantorInvalid,
    });
    const both = await head().post(`/api/clients/${client.id}/scoring`, {
      rentalPropertyId: (await createProperty(t.db, world.agencyA.id, { type: 'Location' })).id,
      targetRent: 800,
    });
    expect(both.body.error.fieldErrors).toEqual({ targetRent: scoringMessages.errors.rentBoth });
    const future = await head().post(`/api/clients/${client.id}/scoring`, { activityStart: '2999-01-01' });
    expect(future.body.error.fieldErrors).toEqual({ activityStart: scoringMessages.errors.dateInvalid });
    const pieces = await head().post(`/api/clients/${client.id}/scoring`, { pieces: { identity: 'oui' } });
    expect(pieces.body.error.fieldErrors).toEqual({ 'pieces.identity': commonMessages.invalidData });
    const personIncome = await head().post(`/api/clients/${client.id}/scoring`, {
      guarantorMonthlyIncome: 3000,
    });
    expect(personIncome.body.error.fieldErrors).toEqual({
      guarantorMonthlyIncome: scoringMessages.errors.guarantorIncomeWithoutPerson,
    });
    expect(await t.db.select().from(clientScores).where(eq(clientScores.clientId, client.id))).toEqual([]);
  });

  it('refuses a rental the client never visited, and another agency’s', async () => {
    const client = await createClient(t.db, world.agencyA.id);
    const notVisited = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
    const res = await head().post(`/api/clients/${client.id}/scoring`, { rentalPropertyId: notVisited.id });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ rentalPropertyId: scoringMessages.errors.rentalNotFound });
    const theirs = await createProperty(t.db, world.agencyB.id, { type: 'Location' });
    const other = await head().post(`/api/clients/${client.id}/scoring`, { rentalPropertyId: theirs.id });
    expect(other.status).toBe(400);
  });

  it('another agency’s client is a 404, and its score does not move', async () => {
    const theirs = await clientWithFile(CAMILLE, world.agencyB.id);
    expect((await head().get(`/api/clients/${theirs.id}/scoring`)).status).toBe(404);
    const res = await head().post(`/api/clients/${theirs.id}/scoring`, { targetRent: 500 });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Client introuvable.');
    expect(await t.db.select().from(clientScores).where(eq(clientScores.clientId, theirs.id))).toEqual([]);
  });

  it('Starter has no client scoring (402) and a member needs the client directory permission (403)', async () => {
    const starter = await createAgencyWithBoss(t.db, { subscription: 'starter' });
    const starterHead = await signedInClient(t, starter.boss.user.id);
    const client = await createClient(t.db, starter.agency.id);
    const refused = await starterHead.post(`/api/clients/${client.id}/scoring`, {});
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(billingMessages.featureNotIncluded('client_scoring'));
    expect((await starterHead.get(`/api/clients/${client.id}/scoring`)).status).toBe(402);

    const member = await createUser(t.db, {
      agencyId: world.agencyA.id,
      status: 'active',
      permissions: PERMISSIONS.filter((p) => p !== 'client_directory'),
    });
    const mine = await createClient(t.db, world.agencyA.id);
    expect(
      (await (await signedInClient(t, member.user.id)).post(`/api/clients/${mine.id}/scoring`, {})).status,
    ).toBe(403);
  });
});
