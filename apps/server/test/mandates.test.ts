import { addMonthsToDate, commonMessages, mandateMessages, parisToday } from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, clients, mandateMandators, mandates, properties } from '../src/db/schema';
import { createAgencyWithBoss, createProperty, createUser, DEFAULT_PASSWORD } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { createMandator, mandateBody } from './helpers/mandate-fixtures';
import { rank, readAnnonces, unzip } from './helpers/poliris-reader';
import { saleFacts, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

/** A fresh paid agency, its head signed in: each numbering test starts from an empty register. */
async function freshAgency() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  return { agency, head: await signedInClient(t, boss.user.id), boss };
}

const dbError = async (query: Promise<unknown>) => {
  try {
    await query;
    return null;
  } catch (err) {
    const e = err as { message: string; cause?: { message: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
};

describe('creating a mandate', () => {
  it('registers it with number 1, then 2, with the copied legal texts and the computed end date', async () => {
    const { agency, head } = await freshAgency();
    const property = await createProperty(t.db, agency.id, {
      type: 'Vente',
      name: 'Maison de ville',
      kind: 'maison',
      rooms: 5,
      surfaceHabitable: 120,
      address: '4 rue Mercière',
      zip: '69002',
      city: 'Lyon',
    });
    const a = await createMandator(t.db, agency.id, '12 quai Saint-Antoine\n69002 Lyon');
    const b = await createMandator(t.db, agency.id, '3 place Bellecour, 69002 Lyon');
    const body = {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId: property.id,
      mandatorIds: [b.id, a.id],
      startDate: '2026-01-31',
      durationMonths: '1',
      feeTerms: '5 % TTC du prix, à la charge de l’acquéreur',
    };
    const first = await head.post('/api/mandates', body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      number: 1,
      activity: 'transaction',
      kind: 'exclusif',
      status: 'active',
      registeredOn: parisToday(),
      propertyId: property.id,
      object: 'Vente',
      propertyNature: 'Maison, 5 pièces, 120\u00a0m²',
      propertyLocation: '4 rue Mercière, 69002 Lyon',
      startDate: '2026-01-31',
      durationMonths: 1,
      endDate: '2026-02-28',
      mandators: [
        { clientId: b.id, name: b.fullName, address: '3 place Bellecour, 69002 Lyon' },
        { clientId: a.id, name: a.fullName, address: '12 quai Saint-Antoine\n69002 Lyon' },
      ],
      closedOn: null,
    });
    // The exclusive mandate has ended by then: one exclusive mandate at a time on a property.
    const second = await head.post('/api/mandates', {
      ...body,
      startDate: '2026-03-01',
      durationMonths: null,
      endDate: '2026-06-30',
    });
    expect(second.body).toMatchObject({ number: 2, durationMonths: null, endDate: '2026-06-30' });

    const register = await head.get('/api/mandates?activity=transaction');
    expect(register.body.items.map((m: { number: number }) => m.number)).toEqual([1, 2]);
    const forProperty = await head.get(`/api/properties/${property.id}/mandates`);
    expect(forProperty.body.items).toHaveLength(2);
  });

  it('keeps a separate register per activity, gestion numbered from 1, with its own object', async () => {
    const { agency, head } = await freshAgency();
    await head.post('/api/mandates', await mandateBody(t.db, agency.id));
    const rental = await createProperty(t.db, agency.id, { type: 'Location' });
    const gestion = await head.post(
      '/api/mandates',
      await mandateBody(t.db, agency.id, { activity: 'gestion', kind: 'simple', propertyId: rental.id }),
    );
    expect(gestion.body).toMatchObject({ number: 1, activity: 'gestion', object: 'Gestion locative' });
    const lettingOnly = await head.post(
      '/api/mandates',
      await mandateBody(t.db, agency.id, { propertyId: rental.id }),
    );
    expect(lettingOnly.body).toMatchObject({ number: 2, object: 'Location' });
    expect((await head.get('/api/mandates?activity=gestion')).body.items).toHaveLength(1);
    expect((await head.get('/api/mandates')).body.items).toHaveLength(2);
  });

  it('refuses bad input with French field errors, and takes no number', async () => {
    const { agency, head } = await freshAgency();
    const valid = await mandateBody(t.db, agency.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ durationMonths: null }, 'durationMonths', mandateMessages.termRequired],
      [{ endDate: '2027-01-01' }, 'endDate', mandateMessages.termBoth],
      [{ durationMonths: null, endDate: '2026-11-01' }, 'endDate', mandateMessages.endBeforeStart],
      [{ durationMonths: 0 }, 'durationMonths', mandateMessages.durationInvalid],
      [{ durationMonths: 121 }, 'durationMonths', mandateMessages.durationInvalid],
      [{ durationMonths: 2.5 }, 'durationMonths', mandateMessages.durationInvalid],
      // JSON's true is not a month (z.coerce made it 1), nor is text that is not decimal.
      [{ durationMonths: true }, 'durationMonths', mandateMessages.durationInvalid],
      [{ durationMonths: '0x10' }, 'durationMonths', mandateMessages.durationInvalid],
      [{ durationMonths: null, endDate: '2036-11-03' }, 'endDate', mandateMessages.termTooLong],
      [{ mandatorIds: [] }, 'mandatorIds', mandateMessages.mandatorsRequired],
      [{ kind: 'exclusive' }, 'kind', mandateMessages.kindInvalid],
      [{ activity: 'location' }, 'activity', mandateMessages.activityInvalid],
      [{ startDate: '2026-02-30' }, 'startDate', commonMessages.invalidDate],
      [{ feeTerms: '   ' }, 'feeTerms', commonMessages.required],
    ];
    for (const [over, field, message] of cases) {
      const res = await head.post('/api/mandates', { ...valid, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fieldErrors?.[field], JSON.stringify(over)).toBe(message);
    }
    const repeated = await head.post('/api/mandates', {
      ...valid,
      mandatorIds: [valid.mandatorIds[0], valid.mandatorIds[0]],
    });
    expect(repeated.body.error.fieldErrors.mandatorIds).toBe(mandateMessages.mandatorsRepeated);
    // None of the refusals spent a number: the next mandate is number 1.
    expect((await head.post('/api/mandates', valid)).body.number).toBe(1);
  });

  it('needs mandators of the agency with a postal address, and gives the number back when refused', async () => {
    const { agency, head } = await freshAgency();
    const valid = await mandateBody(t.db, agency.id);
    const otherAgencyClient = await createMandator(t.db, world.agencyB.id);
    const foreign = await head.post('/api/mandates', { ...valid, mandatorIds: [otherAgencyClient.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fieldErrors.mandatorIds).toBe(mandateMessages.mandatorNotFound);

    const homeless = await createMandator(t.db, agency.id, '  ');
    const noAddress = await head.post('/api/mandates', { ...valid, mandatorIds: [homeless.id] });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error.message).toBe(mandateMessages.mandatorWithoutAddress(homeless.fullName));

    const foreignProperty = await createProperty(t.db, world.agencyB.id);
    const res = await head.post('/api/mandates', { ...valid, propertyId: foreignProperty.id });
    expect(res.status).toBe(404);
    expect((await head.post('/api/mandates', valid)).body.number).toBe(1);
  });

  it('is refused to a member without « Ajouter des biens » and allowed with it', async () => {
    const without = await createUser(t.db, {
      agencyId: world.agencyA.id,
      permissions: ['client_directory', 'web_search', 'review_analysis'],
    });
    const client = await signedInClient(t, without.user.id);
    expect((await client.get('/api/mandates')).status).toBe(403);
    expect((await client.post('/api/mandates', await mandateBody(t.db, world.agencyA.id))).status).toBe(403);
    expect((await client.get('/api/mandates/export/csv')).status).toBe(403);
    const withIt = await createUser(t.db, { agencyId: world.agencyA.id, permissions: ['add_property'] });
    const allowed = await signedInClient(t, withIt.user.id);
    expect((await allowed.post('/api/mandates', await mandateBody(t.db, world.agencyA.id))).status).toBe(201);
  });
});

describe('numbering under concurrency', () => {
  it('gives 20 mandates created in parallel 20 consecutive numbers, no gap, no duplicate', async () => {
    const { agency, head } = await freshAgency();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => mandateBody(t.db, agency.id)));
    // Two of them fail inside the transaction (a mandator without address): their numbers come back.
    const homeless = await createMandator(t.db, agency.id, '');
    bodies.splice(7, 0, { ...bodies[0]!, mandatorIds: [homeless.id] });
    bodies.splice(13, 0, { ...bodies[1]!, mandatorIds: [homeless.id] });
    const results = await Promise.all(bodies.map((body) => head.post('/api/mandates', body)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(20).fill(201), 400, 400].sort());
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.number as number)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const register = (await head.get('/api/mandates')).body.items as { number: number }[];
    expect(register.map((m) => m.number)).toEqual(numbers);
  });
});

describe('one mandate at a time when one is exclusive (issue 26)', () => {
  const m = mandateMessages;
  const refusal = (number: number, kind: string, exclusiveInForce: boolean) =>
    m.overlap({
      number,
      kind,
      startDate: '2 novembre 2026',
      endDate: '2 février 2027',
      exclusiveInForce,
    });

  it('refuses a simple mandate while an exclusive one is in force, naming it, and takes no number', async () => {
    const { agency, head } = await freshAgency();
    const body = await mandateBody(t.db, agency.id, { kind: 'exclusif' });
    const first = await head.post('/api/mandates', body);
    expect(first.status).toBe(201);
    const simple = await head.post('/api/mandates', { ...body, kind: 'simple', startDate: '2027-01-15' });
    expect(simple.status).toBe(409);
    expect(simple.body.error.message).toBe(refusal(1, 'exclusif', true));
    expect(simple.body.error.message).toContain('n° 1 du 2 novembre 2026');
    const semi = await head.post('/api/mandates', { ...body, kind: 'semi_exclusif' });
    expect(semi.status).toBe(409);
    // After the exclusive mandate's last day, or for another object, a new mandate is free.
    const after = await head.post('/api/mandates', { ...body, kind: 'simple', startDate: '2027-02-03' });
    expect(after.status, after.text).toBe(201);
    expect(after.body.number).toBe(2);
    const gestion = await head.post('/api/mandates', { ...body, activity: 'gestion', kind: 'exclusif' });
    expect(gestion.status, gestion.text).toBe(201);
  });

  it('refuses an exclusive mandate while a simple one is in force; simple mandates may run together', async () => {
    const { agency, head } = await freshAgency();
    const body = await mandateBody(t.db, agency.id, { kind: 'simple' });
    expect((await head.post('/api/mandates', body)).status).toBe(201);
    expect((await head.post('/api/mandates', body)).status).toBe(201);
    const exclusive = await head.post('/api/mandates', {
      ...body,
      kind: 'exclusif',
      startDate: '2026-12-01',
    });
    expect(exclusive.status).toBe(409);
    expect(exclusive.body.error.message).toBe(refusal(1, 'simple', false));
    expect((await head.get('/api/mandates')).body.items).toHaveLength(2);
  });

  it('frees the property when the exclusive mandate is closed', async () => {
    const { agency, head } = await freshAgency();
    const body = await mandateBody(t.db, agency.id, { kind: 'exclusif', startDate: parisToday() });
    const first = await head.post('/api/mandates', body);
    const closed = await head.post(`/api/mandates/${first.body.id}/close`, {
      outcome: 'cancelled',
      date: parisToday(),
      reason: 'Révoqué par le mandant',
    });
    expect(closed.status, closed.text).toBe(200);
    expect((await head.post('/api/mandates', { ...body, kind: 'simple' })).status).toBe(201);
  });

  it('gives the portal file the mandate in force today: an exclusive one says OUI even with a later simple one', async () => {
    const { agency, head } = await freshAgency();
    await head.put('/api/agency/fee-scale', { feeScaleUrl: 'https://www.agence.fr/bareme.pdf' });
    await head.put('/api/agency/poliris-agency-id', { polirisAgencyId: 'SL-42' });
    const sale = await head.post('/api/properties', {
      ...validPropertyFields({ price: '313500' }),
      ...saleFacts,
    });
    const body = await mandateBody(t.db, agency.id, { propertyId: sale.body.id, startDate: parisToday() });
    const exclusive = await head.post('/api/mandates', { ...body, kind: 'exclusif' });
    // Signed for after the exclusive mandate's end: allowed, and not yet in force.
    const later = await head.post('/api/mandates', {
      ...body,
      kind: 'simple',
      startDate: addMonthsToDate(parisToday(), 4),
    });
    expect([exclusive.status, later.status]).toEqual([201, 201]);
    expect((await head.post('/api/portal-export')).status).toBe(201);
    await t.deps.jobs.runUntilIdle();
    const done = (await head.get('/api/portal-export')).body.export;
    const zip = await head.get(`/api/portal-export/${done.id}/download`);
    const [row] = readAnnonces(unzip(new Uint8Array(zip.raw))['Annonces.csv']!);
    expect([rank(row!, 83), rank(row!, 112)]).toEqual(['OUI', String(exclusive.body.number)]);
  });

  it('lets one of two exclusive mandates sent at once through, never both', async () => {
    const { agency, head } = await freshAgency();
    const body = await mandateBody(t.db, agency.id, { kind: 'exclusif' });
    const other = await createMandator(t.db, agency.id);
    const results = await Promise.all([
      head.post('/api/mandates', body),
      head.post('/api/mandates', { ...body, mandatorIds: [other.id] }),
      head.post('/api/mandates', { ...body, kind: 'simple' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const register = (await head.get('/api/mandates')).body.items as { number: number }[];
    expect(register.map((r) => r.number)).toEqual([1]);
  });
});

describe('closing a mandate', () => {
  it('ends or cancels once, with date and reason; the line stays in the register', async () => {
    const { agency, head } = await freshAgency();
    const created = (await head.post('/api/mandates', await mandateBody(t.db, agency.id))).body;
    const today = parisToday();
    const res = await head.post(`/api/mandates/${created.id}/close`, {
      outcome: 'cancelled',
      date: today,
      reason: 'Le vendeur renonce à vendre.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      number: 1,
      status: 'cancelled',
      closedOn: today,
      closeReason: 'Le vendeur renonce à vendre.',
    });
    const again = await head.post(`/api/mandates/${created.id}/close`, {
      outcome: 'ended',
      date: today,
      reason: 'Vendu',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(mandateMessages.alreadyClosed);
    const register = (await head.get('/api/mandates')).body.items;
    expect(register).toHaveLength(1);
    expect(register[0]).toMatchObject({ number: 1, status: 'cancelled' });
  });

  it('refuses a date before the registration or in the future, and a missing reason', async () => {
    const { agency, head } = await freshAgency();
    const created = (await head.post('/api/mandates', await mandateBody(t.db, agency.id))).body;
    const url = `/api/mandates/${created.id}/close`;
    const before = await head.post(url, { outcome: 'ended', date: '2020-01-01', reason: 'Vendu' });
    expect(before.body.error.fieldErrors.date).toBe(mandateMessages.closeBeforeRegistration);
    const future = await head.post(url, {
      outcome: 'ended',
      date: addMonthsToDate(parisToday(), 1),
      reason: 'Vendu',
    });
    expect(future.body.error.fieldErrors.date).toBe(mandateMessages.closeInFuture);
    const noReason = await head.post(url, { outcome: 'ended', date: parisToday(), reason: '' });
    expect(noReason.body.error.fieldErrors.reason).toBe(commonMessages.required);
    const badOutcome = await head.post(url, { outcome: 'deleted', date: parisToday(), reason: 'x' });
    expect(badOutcome.body.error.fieldErrors.outcome).toBe(mandateMessages.outcomeInvalid);
    expect((await head.get(`/api/mandates/${created.id}`)).body.status).toBe('active');
  });

  it('answers 404 for another agency’s mandate, on every route', async () => {
    const { agency, head } = await freshAgency();
    const created = (await head.post('/api/mandates', await mandateBody(t.db, agency.id))).body;
    const other = world.actors.bossB.client;
    expect((await other.get(`/api/mandates/${created.id}`)).status).toBe(404);
    const close = await other.post(`/api/mandates/${created.id}/close`, {
      outcome: 'ended',
      date: parisToday(),
      reason: 'x',
    });
    expect(close.status).toBe(404);
    expect(
      (await other.get('/api/mandates')).body.items.some((m: { id: string }) => m.id === created.id),
    ).toBe(false);
    expect((await other.get(`/api/properties/${created.propertyId}/mandates`)).status).toBe(404);
  });
});

describe('kept ten years', () => {
  it('keeps the lines when the property and the clients are deleted, with the copied texts', async () => {
    const { agency, head } = await freshAgency();
    const body = await mandateBody(t.db, agency.id);
    const created = (await head.post('/api/mandates', body)).body;
    expect((await head.delete(`/api/properties/${body.propertyId}`)).status).toBe(204);
    expect((await head.delete(`/api/clients/${body.mandatorIds[0]}`)).status).toBe(204);
    const kept = (await head.get(`/api/mandates/${created.id}`)).body;
    expect(kept).toMatchObject({
      number: 1,
      propertyId: null,
      propertyNature: created.propertyNature,
      propertyLocation: created.propertyLocation,
      mandators: [{ clientId: null, name: created.mandators[0].name, address: created.mandators[0].address }],
    });
  });

  it('the database refuses to delete or renumber a line, or rewrite its texts, whoever asks', async () => {
    const { agency, head } = await freshAgency();
    const created = (await head.post('/api/mandates', await mandateBody(t.db, agency.id))).body;
    const where = eq(mandates.id, created.id);
    expect(await dbError(t.db.delete(mandates).where(where))).toMatch(/never deleted/);
    expect(
      await dbError(t.db.delete(mandateMandators).where(eq(mandateMandators.mandateId, created.id))),
    ).toMatch(/never deleted/);
    expect(await dbError(t.db.update(mandates).set({ number: 99 }).where(where))).toMatch(/never rewritten/);
    expect(await dbError(t.db.update(mandates).set({ propertyNature: 'Autre' }).where(where))).toMatch(
      /never rewritten/,
    );
    expect(
      await dbError(
        t.db.update(mandateMandators).set({ name: 'X' }).where(eq(mandateMandators.mandateId, created.id)),
      ),
    ).toMatch(/never rewritten/);
    expect(await dbError(t.db.execute(sql`truncate mandates cascade`))).toMatch(/never deleted/);
    await t.db
      .update(mandates)
      .set({ status: 'ended', closedOn: parisToday(), closeReason: 'Vendu' })
      .where(where);
    expect(
      await dbError(
        t.db.update(mandates).set({ status: 'active', closedOn: null, closeReason: null }).where(where),
      ),
    ).toMatch(/never reopened/);
    expect((await head.get(`/api/mandates/${created.id}`)).body).toMatchObject({
      number: 1,
      status: 'ended',
    });
  });

  it('goes with the agency when its head deletes the account (the agency is gone)', async () => {
    const { agency, head } = await freshAgency();
    const created = (await head.post('/api/mandates', await mandateBody(t.db, agency.id))).body;
    const res = await head.post('/api/profile/delete-account', { password: DEFAULT_PASSWORD });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
    expect(await t.db.select().from(mandates).where(eq(mandates.id, created.id))).toEqual([]);
    expect(
      await t.db.select().from(mandateMandators).where(eq(mandateMandators.mandateId, created.id)),
    ).toEqual([]);
  });

  it('keeps the line when the member who wrote it deletes their account', async () => {
    const writer = await createUser(t.db, { agencyId: world.agencyA.id, permissions: ['add_property'] });
    const client = await signedInClient(t, writer.user.id);
    const created = (await client.post('/api/mandates', await mandateBody(t.db, world.agencyA.id))).body;
    expect((await client.post('/api/profile/delete-account', { password: DEFAULT_PASSWORD })).status).toBe(
      204,
    );
    const [row] = await t.db.select().from(mandates).where(eq(mandates.id, created.id));
    expect(row).toMatchObject({ number: created.number, createdBy: null });
  });
});

describe('register exports', () => {
  async function agencyWithTwoMandates() {
    const { agency, head } = await freshAgency();
    const property = await createProperty(t.db, agency.id, {
      type: 'Vente',
      name: 'Appartement « Croix-Rousse »',
      address: '7 rue d’Austerlitz',
      zip: '69004',
      city: 'Lyon',
    });
    const mandator = await createMandator(t.db, agency.id, '12 quai Saint-Antoine\n69002 Lyon');
    await t.db.update(clients).set({ fullName: 'Hélène Dupré' }).where(eq(clients.id, mandator.id));
    const body = await mandateBody(t.db, agency.id, {
      propertyId: property.id,
      mandatorIds: [mandator.id],
      feeTerms: '5 % TTC; à la charge "de l’acquéreur"',
    });
    const first = (await head.post('/api/mandates', body)).body;
    // The exclusive mandate is cancelled before the simple one is signed: they never run together.
    await head.post(`/api/mandates/${first.id}/close`, {
      outcome: 'cancelled',
      date: parisToday(),
      reason: 'Le vendeur renonce.',
    });
    await head.post('/api/mandates', { ...body, kind: 'simple' });
    return { agency, head };
  }

  it('CSV: UTF-8 with BOM, « ; » separated, quoted where needed, one line per mandate in order', async () => {
    const { head } = await agencyWithTwoMandates();
    const res = await head.get('/api/mandates/export/csv?activity=transaction');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(
      `registre-mandats-transaction-${parisToday()}.csv`,
    );
    const bytes = new Uint8Array(res.raw);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.split(';').slice(0, 5)).toEqual([
      'N°',
      'Date',
      'Mandant(s)\u00a0: nom et adresse',
      'Objet',
      'Nature et situation du bien',
    ]);
    const [d, m, y] = parisToday().split('-').reverse();
    expect(lines[1]).toBe(
      [
        '1',
        `${d}/${m}/${y}`,
        'Hélène Dupré, 12 quai Saint-Antoine, 69002 Lyon',
        'Vente',
        'Appartement « Croix-Rousse », 7 rue d’Austerlitz, 69004 Lyon',
        'Exclusif',
        '02/11/2026',
        '02/02/2027',
        '3',
        '"5 % TTC; à la charge ""de l’acquéreur"""',
        'Annulé',
        `${d}/${m}/${y}`,
        'Le vendeur renonce.',
        // Issue 30: « Signature » and « Rétractation » (numbered before anyone signs, never deleted).
        'Non signé',
        '',
      ].join(';'),
    );
    expect(lines[2]).toMatch(/^2;.*;Simple;.*;En cours;;;Non signé;$/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('PDF: the register with its legal columns, readable back, accents and guillemets intact', async () => {
    const { head } = await agencyWithTwoMandates();
    const res = await head.get('/api/mandates/export/pdf?activity=transaction');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(res.raw), { mergePages: true });
    // A cell wraps its text over lines; the words are what the register must keep.
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Registre transaction',
      'Hélène Dupré',
      '12 quai Saint-Antoine',
      'Appartement « Croix-Rousse »',
      '7 rue d’Austerlitz',
      'Nature et situation du bien',
      // Every heading keeps its capital accent (issue 26: « Etat »).
      'Rémunération État',
      'Édité le',
      'Annulé le',
      'Le vendeur renonce.',
      'En cours',
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it('PDF: a long register runs over several pages, each with the column headings and its number', async () => {
    const { agency, head } = await freshAgency();
    const bodies = await Promise.all(Array.from({ length: 45 }, () => mandateBody(t.db, agency.id)));
    for (const body of bodies) await head.post('/api/mandates', body);
    const res = await head.get('/api/mandates/export/pdf');
    const { totalPages, text } = await extractText(new Uint8Array(res.raw), { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    text.forEach((page, i) => {
      expect(page).toContain('Nature et situation du bien');
      expect(page).toContain(`Page ${i + 1} / ${totalPages}`);
    });
    expect(text.at(-1)).toMatch(/\b45 \d{2}\/\d{2}\/\d{4}/);
  });

  it('an empty register exports too, and a bad format or activity is a French 400', async () => {
    const { head } = await freshAgency();
    const pdf = await head.get('/api/mandates/export/pdf?activity=gestion');
    expect((await extractText(new Uint8Array(pdf.raw), { mergePages: true })).text).toContain(
      mandateMessages.pdfEmpty,
    );
    expect((await head.get('/api/mandates/export/ods')).status).toBe(400);
    const bad = await head.get('/api/mandates/export/csv?activity=vente');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.activity).toBe(mandateMessages.activityInvalid);
  });

  it('PDF: names in any Latin script print with their own letters (« Agence Łódź », « Øyvind Šťastný »)', async () => {
    const { agency, head } = await freshAgency();
    await t.db.update(agencies).set({ name: 'Agence Łódź' }).where(eq(agencies.id, agency.id));
    const body = await mandateBody(t.db, agency.id, { feeTerms: '1\u202f250\u00a0€ TTC, « œuvre » ’' });
    const [mandatorId] = body.mandatorIds as [string];
    await t.db
      .update(clients)
      .set({ fullName: 'Øyvind Šťastný', address: 'Zoë Ångström, ulica Świętego Łukasza 3\n90-001 Łódź' })
      .where(eq(clients.id, mandatorId));
    expect((await head.post('/api/mandates', body)).status).toBe(201);
    const res = await head.get('/api/mandates/export/pdf?activity=transaction');
    expect(res.status).toBe(200);
    const { text } = await extractText(new Uint8Array(res.raw), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Agence Łódź',
      'Øyvind Šťastný',
      'Zoë Ångström',
      'Świętego Łukasza',
      '« œuvre » ’',
    ]) {
      expect(flat).toContain(expected);
    }
    // pdf.js reads every space back as U+0020: the narrow no-break space printed as a space, not « ? ».
    expect(flat).toContain('1 250 €');
    expect(text).not.toContain('?');
  });
});

describe('form options', () => {
  it('lists the agency’s clients with their address and its properties, nothing of another agency', async () => {
    const { agency, head } = await freshAgency();
    const property = await createProperty(t.db, agency.id);
    const mandator = await createMandator(t.db, agency.id);
    await createProperty(t.db, world.agencyB.id);
    const res = await head.get('/api/mandates/form-options');
    expect(res.body.clients).toEqual([
      { id: mandator.id, name: mandator.fullName, address: mandator.address },
    ]);
    expect(res.body.properties).toEqual([
      expect.objectContaining({ id: property.id, name: property.name, city: property.city }),
    ]);
    expect(await t.db.select().from(properties).where(eq(properties.agencyId, agency.id))).toHaveLength(1);
  });
});
