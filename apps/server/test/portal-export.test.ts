import { portalExportMessages, propertyFactsMessages } from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, portalExports } from '../src/db/schema';
import { insertExport } from '../src/modules/portal-export/portal-export.repo';
import { POLIRIS_COLUMNS } from '../src/modules/portal-export/poliris';
import { createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { createMandator } from './helpers/mandate-fixtures';
import { polirisProblems } from './helpers/poliris-checker';
import { rank, readAnnonces, unzip } from './helpers/poliris-reader';
import { formOf, jpeg, rentalFacts, saleFacts, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;

async function mandateFor(propertyId: string, kind: 'exclusif' | 'simple') {
  const mandator = await createMandator(t.db, world.agencyA.id);
  const res = await boss().post('/api/mandates', {
    activity: 'transaction',
    kind,
    propertyId,
    mandatorIds: [mandator.id],
    startDate: '2026-11-02',
    durationMonths: 3,
    feeTerms: '4,5 % TTC à la charge de l’acquéreur',
  });
  expect(res.status, res.text).toBe(201);
  return res.body.number as number;
}

async function exportAndWait() {
  const started = await boss().post('/api/portal-export');
  expect(started.status, started.text).toBe(201);
  expect(started.body).toMatchObject({ status: 'pending', done: 0 });
  await t.deps.jobs.runUntilIdle();
  const latest = await boss().get('/api/portal-export');
  expect(latest.status).toBe(200);
  return latest.body.export;
}

const SELOGER_ID = 'SL-Canuts_042';

describe('the identifier SeLoger gave the agency (Poliris rank 1, issue 26)', () => {
  it('no export before the head gives it: a French 409 that says where, nothing started', async () => {
    expect((await boss().get('/api/portal-export')).body).toEqual({ export: null, polirisAgencyId: null });
    const res = await boss().post('/api/portal-export');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(portalExportMessages.agencyIdMissing);
    expect(res.body.error.message).toContain('Mon agence › Informations');
    const rows = await t.db.select().from(portalExports).where(eq(portalExports.agencyId, world.agencyA.id));
    expect(rows).toEqual([]);
  });

  it('only the head sets it; bad values are refused in French and nothing changes', async () => {
    const member = world.actors.memberA.client;
    const byMember = await member.put('/api/agency/poliris-agency-id', { polirisAgencyId: 'SL-42' });
    expect(byMember.status).toBe(403);

    for (const polirisAgencyId of [
      'SL 42',
      'agence-été',
      '12345678901234567',
      '<b>x</b>',
      'a/b',
      'x\u0000',
      42,
    ]) {
      const bad = await boss().put('/api/agency/poliris-agency-id', { polirisAgencyId });
      expect(bad.status, String(polirisAgencyId)).toBe(400);
      expect(bad.body.error.fieldErrors).toEqual({
        polirisAgencyId: expect.stringMatching(/identifiant|caractère/i),
      });
    }
    const bad = await boss().put('/api/agency/poliris-agency-id', { polirisAgencyId: 'SL 42' });
    expect(bad.body.error.fieldErrors).toEqual({ polirisAgencyId: portalExportMessages.agencyIdInvalid });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, world.agencyA.id));
    expect(row?.polirisAgencyId).toBeNull();

    const saved = await boss().put('/api/agency/poliris-agency-id', { polirisAgencyId: ` ${SELOGER_ID} ` });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ polirisAgencyId: SELOGER_ID });
    expect((await boss().get('/api/agency')).body.polirisAgencyId).toBe(SELOGER_ID);
    // Every member who exports sees the identifier the file will carry.
    expect((await member.get('/api/portal-export')).body.polirisAgencyId).toBe(SELOGER_ID);
    const [other] = await t.db.select().from(agencies).where(eq(agencies.id, world.agencyB.id));
    expect(other?.polirisAgencyId).toBeNull();

    expect((await member.put('/api/agency/poliris-agency-id', { polirisAgencyId: null })).status).toBe(403);
    expect((await boss().get('/api/agency')).body.polirisAgencyId).toBe(SELOGER_ID);
  });

  it('the database refuses a value the file would carry wrong, whatever path writes it', async () => {
    await expect(
      t.db.execute(sql`update agencies set poliris_agency_id = 'avec espace' where id = ${world.agencyB.id}`),
    ).rejects.toMatchObject({
      cause: { message: expect.stringContaining('agencies_poliris_agency_id_check') },
    });
  });
});

describe('portal export (Poliris ZIP)', () => {
  it('exports the complete active listings, lists the incomplete ones with why, and the ZIP parses back', async () => {
    expect((await boss().get('/api/portal-export')).body).toEqual({
      export: null,
      polirisAgencyId: SELOGER_ID,
    });
    await boss().put('/api/agency/fee-scale', { feeScaleUrl: 'https://www.agence.fr/bareme.pdf' });

    const sale = await boss().upload(
      'POST',
      '/api/properties',
      formOf(
        validPropertyFields({
          price: '313500',
          name: 'Appartement « Croix-Rousse »',
          description: 'Séjour de 30 m² plein sud.\nCave et balcon, charges 150 € / mois, "coup de cœur".',
          ...saleFacts,
        }),
        [
          {
            field: 'photos',
            name: 'a.jpg',
            body: await jpeg({ width: 2000, height: 1500 }),
            type: 'image/jpeg',
          },
          { field: 'photos', name: 'b.jpg', body: await jpeg(), type: 'image/jpeg' },
        ],
      ),
    );
    expect(sale.status, sale.text).toBe(201);
    const rental = await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields({ type: 'Location', price: '1100', name: 'T2 meublé', ...rentalFacts })),
    );
    expect(rental.status, rental.text).toBe(201);
    const incomplete = await boss().post(
      '/api/properties',
      validPropertyFields({ name: 'Maison à compléter' }),
    );
    const sold = await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields({ price: '313500', name: 'Déjà vendu', ...saleFacts })),
    );
    expect((await boss().patch(`/api/properties/${sold.body.id}/status`, { status: 'Vendu' })).status).toBe(
      200,
    );
    await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields({ price: '313500', name: 'Sans mandat', ...saleFacts })),
    );

    const saleMandate = await mandateFor(sale.body.id, 'exclusif');
    const rentalMandate = await mandateFor(rental.body.id, 'simple');
    await mandateFor(incomplete.body.id, 'simple');

    const done = await exportAndWait();
    expect(done).toMatchObject({ status: 'done', total: 4, done: 4, included: 2 });
    const byName = Object.fromEntries(
      done.excluded.map((x: { name: string; reasons: string[] }) => [x.name, x.reasons]),
    );
    expect(Object.keys(byName).sort()).toEqual(['Maison à compléter', 'Sans mandat']);
    expect(byName['Sans mandat']).toEqual([portalExportMessages.noMandate]);
    expect(byName['Maison à compléter']).toEqual(
      expect.arrayContaining([propertyFactsMessages.gaps.kind, propertyFactsMessages.gaps.dpeStatus]),
    );

    const zip = await boss().get(`/api/portal-export/${done.id}/download`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    // `<Logiciel>_<IdentifiantAgence>.zip`: the identifier SeLoger gave, as the FTP drop expects.
    expect(zip.headers.get('content-disposition')).toContain(`filename="immopilote_${SELOGER_ID}.zip"`);
    const files = unzip(new Uint8Array(zip.raw));
    const photoNames = Object.keys(files).filter((n) => n.endsWith('.jpg'));
    expect(Object.keys(files).sort()).toEqual(
      ['Annonces.csv', 'Config.txt', 'Photos.cfg', ...photoNames].sort(),
    );
    expect(Buffer.from(files['Config.txt']!).toString('latin1')).toContain('Version=4.12\r\n');
    expect(Buffer.from(files['Photos.cfg']!).toString('latin1')).toBe('Mode=FULL\r\n');

    const rows = readAnnonces(files['Annonces.csv']!);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.length === POLIRIS_COLUMNS)).toBe(true);
    const techId = (id: string) => id.replaceAll('-', '').slice(0, 30);
    const saleRow = rows.find((r) => rank(r, 175) === techId(sale.body.id))!;
    const rentalRow = rows.find((r) => rank(r, 175) === techId(rental.body.id))!;

    expect([rank(saleRow, 3), rank(saleRow, 4), rank(saleRow, 11)]).toEqual([
      'vente',
      'Appartement',
      '313500',
    ]);
    expect(rank(saleRow, 20)).toBe('Appartement « Croix-Rousse »');
    expect(rank(saleRow, 21)).toMatch(
      /^Séjour de 30 m² plein sud\.<BR>Cave et balcon, charges 150 € \/ mois, 'coup de cœur'\.<BR><BR>Informations légales/,
    );
    expect(polirisProblems(files['Annonces.csv']!, { internalIds: [world.agencyA.id] })).toEqual([]);
    // Rank 1, the agency as SeLoger knows it: the identifier it gave, on every line.
    expect(rows.map((r) => rank(r, 1))).toEqual([SELOGER_ID, SELOGER_ID]);
    expect([rank(saleRow, 15), rank(saleRow, 16), rank(saleRow, 18)]).toEqual(['4.5', '68.5', '3']);
    expect([rank(saleRow, 177), rank(saleRow, 176), rank(saleRow, 179)]).toEqual(['D', '230', 'C']);
    expect([rank(saleRow, 302), rank(saleRow, 303)]).toEqual(['1', '300000']);
    // Rank 2, the agency's reference for the listing: its mandate number, not an internal id.
    expect(rank(saleRow, 2)).toBe(String(saleMandate));
    expect([rank(saleRow, 83), rank(saleRow, 112), rank(saleRow, 113)]).toEqual([
      'OUI',
      String(saleMandate),
      '02/11/2026',
    ]);
    expect(rank(saleRow, 307)).toBe('https://www.agence.fr/bareme.pdf');
    // The photos named at ranks 85 and 86 are in the ZIP, as JPEG no larger than 1440 px.
    const [first, second] = [rank(saleRow, 85)!, rank(saleRow, 86)!];
    expect(photoNames.sort()).toEqual([first, second].sort());
    expect(Buffer.from(files[first]!).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    expect([rank(rentalRow, 3), rank(rentalRow, 11), rank(rentalRow, 13)]).toEqual([
      'location',
      '1100',
      'OUI',
    ]);
    expect([rank(rentalRow, 15), rank(rentalRow, 23), rank(rentalRow, 304)]).toEqual(['420', '100', '2']);
    expect([rank(rentalRow, 83), rank(rentalRow, 112)]).toEqual(['NON', String(rentalMandate)]);
    expect(rank(rentalRow, 85)).toBe('');
  });

  it('keeps only the latest export: the previous ZIP is no longer downloadable', async () => {
    const first = (await boss().get('/api/portal-export')).body.export;
    const second = await exportAndWait();
    expect(second.id).not.toBe(first.id);
    expect((await boss().get(`/api/portal-export/${first.id}/download`)).status).toBe(404);
    expect((await boss().get(`/api/portal-export/${second.id}/download`)).status).toBe(200);
  });

  it('refuses a second export while one is under way', async () => {
    await insertExport(t.db, world.agencyA.id, world.actors.bossA.userId!);
    const res = await boss().post('/api/portal-export');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(portalExportMessages.alreadyRunning);
  });

  it('an export whose process was killed stops beating: it shows failed and a new one starts', async () => {
    const stuck = await t.db.query.portalExports.findFirst({
      where: (x, { and, eq }) => and(eq(x.agencyId, world.agencyA.id), eq(x.status, 'pending')),
    });
    // Running when its process died: its last sign of life is older than STALE_JOB_SECONDS.
    await t.db
      .update(portalExports)
      .set({ status: 'running', heartbeatAt: new Date(Date.now() - t.config.staleJobMs - 1000) })
      .where(eq(portalExports.id, stuck!.id));
    const latest = (await boss().get('/api/portal-export')).body.export;
    expect(latest).toMatchObject({ id: stuck!.id, status: 'failed' });
    const done = await exportAndWait();
    expect(done.status).toBe('done');
  });

  it('another agency sees no export and gets a 404 for the ZIP', async () => {
    const latestA = (await boss().get('/api/portal-export')).body.export;
    const bossB = world.actors.bossB.client;
    expect((await bossB.get('/api/portal-export')).body).toEqual({ export: null, polirisAgencyId: null });
    const doneA = await t.db.query.portalExports.findFirst({
      where: (x, { and, eq }) => and(eq(x.agencyId, world.agencyA.id), eq(x.status, 'done')),
    });
    expect(latestA).not.toBeNull();
    const res = await bossB.get(`/api/portal-export/${doneA!.id}/download`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(portalExportMessages.notFound);
  });

  it('is refused to a member without « Ajouter des biens » (the export names the mandates)', async () => {
    const without = await createUser(t.db, {
      agencyId: world.agencyA.id,
      permissions: ['client_directory', 'web_search', 'review_analysis'],
    });
    const client = await signedInClient(t, without.user.id);
    const latest = (await boss().get('/api/portal-export')).body.export;
    expect((await client.get('/api/portal-export')).status).toBe(403);
    expect((await client.post('/api/portal-export')).status).toBe(403);
    expect((await client.get(`/api/portal-export/${latest.id}/download`)).status).toBe(403);
  });
  it('the text states the current price: an optimised description, then a price cut, exports 299000 and 299 000 €', async () => {
    const facts = { ...saleFacts, feesPercent: '4', priceExclFees: '300000' };
    const created = await boss().post('/api/properties', {
      ...validPropertyFields({ price: '312000', name: 'Appartement optimisé' }),
      ...facts,
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    await mandateFor(id, 'simple');
    const optimised = await world.actors.bossA.client.post(`/api/ai/listings/${id}/optimize`, {});
    expect(optimised.body).toMatchObject({ status: 'done' });
    const proposal = optimised.body.result.proposal;
    // The proposal is the free text only: the mentions are written from the facts where the ad goes.
    expect(proposal.description).not.toMatch(/312\s?000/);
    expect((await boss().post(`/api/ai/listings/${id}/apply`, proposal)).status).toBe(200);

    // What the optimiser used to write, as descriptions saved before issue 26 still hold it.
    const stale = `${proposal.description}\n\nInformations légales :\nPrix : 312 000 € honoraires inclus (honoraires de 4 % TTC du prix hors honoraires, à la charge de l’acquéreur). Prix hors honoraires : 300 000 €.`;
    const edited = await boss().put(`/api/properties/${id}`, {
      ...validPropertyFields({ price: '299000', name: 'Appartement optimisé', description: stale }),
      ...facts,
      priceExclFees: '287500',
    });
    expect(edited.status, edited.text).toBe(200);

    const done = await exportAndWait();
    const zip = await boss().get(`/api/portal-export/${done.id}/download`);
    const annonces = unzip(new Uint8Array(zip.raw))['Annonces.csv']!;
    expect(polirisProblems(annonces, { internalIds: [world.agencyA.id] })).toEqual([]);
    const row = readAnnonces(annonces).find((r) => rank(r, 175) === id.replaceAll('-', '').slice(0, 30))!;
    expect([rank(row, 11), rank(row, 303)]).toEqual(['299000', '287500']);
    expect(rank(row, 21)).not.toMatch(/312\s?000|300\s?000/);
    expect(rank(row, 21)).toContain('Prix\u00a0: 299\u00a0000\u00a0€ honoraires inclus');
  });

  it('an identifier cleared after the export started: the export fails, no file carries none', async () => {
    expect((await boss().post('/api/portal-export')).status).toBe(201);
    await t.db.update(agencies).set({ polirisAgencyId: null }).where(eq(agencies.id, world.agencyA.id));
    await t.deps.jobs.runUntilIdle();
    const latest = (await boss().get('/api/portal-export')).body;
    expect(latest).toMatchObject({ export: { status: 'failed' }, polirisAgencyId: null });
    const row = await t.db.query.portalExports.findFirst({
      where: (x, { eq }) => eq(x.id, latest.export.id),
    });
    expect(row?.storageKey).toBeNull();
    expect((await boss().put('/api/agency/poliris-agency-id', { polirisAgencyId: SELOGER_ID })).status).toBe(
      200,
    );
  });

  it('an export with no complete listing offers no file: a portal would unpublish the whole agency', async () => {
    const bossB = world.actors.bossB.client;
    await bossB.put('/api/agency/poliris-agency-id', { polirisAgencyId: 'B-7' });
    const incomplete = await bossB.post('/api/properties', validPropertyFields({ name: 'Maison sans DPE' }));
    expect(incomplete.status, incomplete.text).toBe(201);
    expect((await bossB.post('/api/portal-export')).status).toBe(201);
    await t.deps.jobs.runUntilIdle();
    const done = (await bossB.get('/api/portal-export')).body.export;
    expect(done).toMatchObject({ status: 'done', included: 0, total: 1 });
    expect(done.excluded[0].reasons).toContain(portalExportMessages.noMandate);
    const row = await t.db.query.portalExports.findFirst({ where: (x, { eq }) => eq(x.id, done.id) });
    expect(row?.storageKey).toBeNull();
    const res = await bossB.get(`/api/portal-export/${done.id}/download`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(portalExportMessages.nothingPublishable);
  });
});

describe('one publication rule for the property page and the export (issue 27 §7)', () => {
  it('a complete rental without mandate: the page’s check and the export both refuse it for that, then both take it', async () => {
    const rental = await boss().upload(
      'POST',
      '/api/properties',
      formOf(
        validPropertyFields({ type: 'Location', price: '1100', name: 'T2 sans mandat', ...rentalFacts }),
      ),
    );
    expect(rental.status, rental.text).toBe(201);
    const checkPath = `/api/properties/${rental.body.id}/publication-check`;

    // A member without « Ajouter des biens » reads the same checklist on the page.
    const reader = await createUser(t.db, { agencyId: world.agencyA.id, permissions: ['client_directory'] });
    for (const client of [boss(), await signedInClient(t, reader.user.id)]) {
      const check = await client.get(checkPath);
      expect(check.status, check.text).toBe(200);
      expect(check.body).toEqual({
        gaps: [{ key: 'mandate', label: portalExportMessages.noMandate, target: 'mandate' }],
      });
    }
    const refused = await exportAndWait();
    const reasons = refused.excluded.find((x: { propertyId: string }) => x.propertyId === rental.body.id);
    expect(reasons?.reasons).toEqual([portalExportMessages.noMandate]);

    await mandateFor(rental.body.id, 'simple');
    expect((await boss().get(checkPath)).body).toEqual({ gaps: [] });
    const taken = await exportAndWait();
    expect(taken.excluded.map((x: { propertyId: string }) => x.propertyId)).not.toContain(rental.body.id);

    // Another agency's property is not found.
    expect((await world.actors.bossB.client.get(checkPath)).status).toBe(404);
  });
});
