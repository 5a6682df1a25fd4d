import {
  addDaysToDate,
  formatLongDate,
  formatShortDate,
  mandateMessages,
  parisToday,
  RETRACTION_DAYS,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySites, clients, mandates, signatureRequests, signatureSigners } from '../src/db/schema';
import { signatureSubject } from '../src/modules/signatures/signature-subjects';
import { createAgencyWithBoss, createProperty } from './factories';
import { signedInClient } from './helpers/actors';
import { createMandateRow, createMandator } from './helpers/mandate-fixtures';
import { rank, readAnnonces, unzip } from './helpers/poliris-reader';
import { createAgencySite, PUBLISHABLE_SALE } from './helpers/site-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LEGAL = { legalForm: 'SARL', siren: '812 345 678' };

/** A paid agency with its site settings complete (legal facts the mandate prints), its head signed in. */
async function agencyReady({ site = true } = {}) {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  if (site) await createAgencySite(t.db, agency.id, LEGAL);
  return { agency, boss, head: await signedInClient(t, boss.user.id) };
}

/** A sale mandate with every fact its document needs: the register's next number. */
async function saleMandate(
  head: TestClient,
  agencyId: string,
  over: Record<string, unknown> = {},
  mandatorCount = 1,
) {
  const property = await createProperty(t.db, agencyId, { ...PUBLISHABLE_SALE, publishedOnSite: false });
  const mandators = [];
  for (let i = 0; i < mandatorCount; i++) mandators.push(await createMandator(t.db, agencyId));
  const res = await head.post('/api/mandates', {
    activity: 'transaction',
    kind: 'exclusif',
    propertyId: property.id,
    mandatorIds: mandators.map((m) => m.id),
    startDate: parisToday(),
    durationMonths: 3,
    feeTerms: 'Honoraires partagés selon le barème affiché en agence',
    feeMode: 'rate',
    feeRate: '4,5',
    feePayer: 'acquereur',
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return { mandate: res.body, property, mandators };
}

async function originalPdf(requestId: string) {
  const [row] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  const object = await t.deps.storage.get('signatures', row!.originalKey);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.body) chunks.push(Buffer.from(chunk));
  return { row: row!, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** What the signature service tells the mandate when a signer signs (its own flow is task A's). */
async function signs(
  agencyId: string,
  mandate: { id: string; signatureRequestId?: string },
  requestId: string,
  step: { role: 'agency' | 'mandator'; isLast: boolean; earlyStart?: boolean; at?: Date },
) {
  await t.db.transaction((tx) =>
    signatureSubject('mandate').onSigned!(tx, {
      agencyId,
      subjectId: mandate.id,
      requestId,
      role: step.role,
      earlyStartRequested: step.earlyStart ?? false,
      signedAt: step.at ?? new Date(),
      isLast: step.isLast,
    }),
  );
  if (step.isLast) {
    await t.db
      .update(signatureRequests)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(signatureRequests.id, requestId));
  }
}

/** Drawn, signed by the agency then by the mandator (the last): countersigned today. */
async function countersigned(head: TestClient, agencyId: string, over: Record<string, unknown> = {}) {
  const { mandate, property } = await saleMandate(head, agencyId, over);
  const drawn = await head.post(`/api/mandates/${mandate.id}/signature`);
  expect(drawn.status, drawn.text).toBe(201);
  const requestId = drawn.body.signatureRequestId ?? drawn.body.signatureRequest.id;
  await signs(agencyId, mandate, requestId, { role: 'agency', isLast: false });
  await signs(agencyId, mandate, requestId, {
    role: 'mandator',
    isLast: true,
    earlyStart: (over.earlyStart as boolean | undefined) ?? false,
  });
  return { mandate, property, requestId };
}

describe('the mandate form’s new facts', () => {
  it('stores the price (the property’s by default), the fees as a rate and who pays, retraction yes by default', async () => {
    const { agency, head } = await agencyReady();
    const { mandate } = await saleMandate(head, agency.id);
    expect(mandate).toMatchObject({
      price: PUBLISHABLE_SALE.price,
      feeMode: 'rate',
      feeRate: 4.5,
      feeAmount: null,
      feePayer: 'acquereur',
      retractionApplies: true,
      countersignedOn: null,
      signatureState: 'none',
      signatureRequest: null,
      documentGaps: [],
      negotiationBlockedUntil: null,
    });
  });

  it('refuses in French a rate without its value, an amount and a rate together, fees without a payer', async () => {
    const { agency, head } = await agencyReady({ site: false });
    const property = await createProperty(t.db, agency.id, { type: 'Vente' });
    const mandator = await createMandator(t.db, agency.id);
    const base = {
      activity: 'transaction',
      kind: 'simple',
      propertyId: property.id,
      mandatorIds: [mandator.id],
      startDate: '2026-11-02',
      durationMonths: 3,
      feeTerms: 'Voir barème',
    };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ feeMode: 'rate', feePayer: 'mandant' }, { feeRate: mandateMessages.feeRateRequired }],
      [
        { feeMode: 'amount', feeAmount: 9000, feeRate: 4, feePayer: 'mandant' },
        { feeRate: mandateMessages.feeBoth },
      ],
      [{ feeMode: 'amount', feeAmount: 9000 }, { feePayer: mandateMessages.feePayerRequired }],
      [{ feeAmount: 9000, feePayer: 'mandant' }, { feeMode: mandateMessages.feeModeRequired }],
      [{ feeMode: 'rate', feeRate: 140, feePayer: 'mandant' }, { feeRate: mandateMessages.feeRateInvalid }],
      [{ price: -3 }, { price: mandateMessages.priceInvalid }],
    ];
    for (const [over, fieldErrors] of cases) {
      const res = await head.post('/api/mandates', { ...base, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fieldErrors).toMatchObject(fieldErrors);
    }
  });
});

describe('« Générer le mandat »: the document and its signature request', () => {
  it('draws the PDF with the register number on every page and the legal mentions, the agency signing first', async () => {
    const { agency, boss, head } = await agencyReady();
    const { mandate, mandators } = await saleMandate(head, agency.id, {}, 2);
    const res = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ number: mandate.number, signatureState: 'pending' });
    const request = res.body.signatureRequest;
    expect(request.documentKind).toBe('mandate');
    expect(request.subjectId).toBe(mandate.id);
    expect(request.signers.map((s: { role: string; email: string }) => [s.role, s.email])).toEqual([
      ['agency', boss.user.email],
      ['mandator', mandators[0]!.email],
      ['mandator', mandators[1]!.email],
    ]);
    expect(request.signers[0].current).toBe(true);
    const [line] = await t.db.select().from(mandates).where(eq(mandates.id, mandate.id));
    expect(line!.signatureRequestId).toBe(request.id);

    const { row, bytes } = await originalPdf(request.id);
    expect(row.offersEarlyStart).toBe(true);
    const { totalPages, text } = await extractText(bytes, { mergePages: false });
    expect(totalPages).toBe(row.originalPages);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const numberLine = `Mandat n° ${mandate.number} — Registre des mandats (transaction)`;
    for (const page of text) expect(page).toContain(numberLine);
    // Lines wrap where the page ends: compare with single spaces.
    const all = text.join('\n').replace(/\s+/g, ' ');
    for (const mention of [
      'CPI 6901 2018 000 012 345',
      'CCI Lyon Métropole',
      'SIREN 812 345 678',
      'Galian Assurances',
      'MMA IARD',
      'RCP-778899',
      'SARL',
      mandators[0]!.fullName,
      mandators[1]!.fullName,
      '313 500',
      '4,5',
      'du prix de vente',
      'L’acquéreur',
      'CLAUSE D’EXCLUSIVITÉ',
      'CLAUSE PÉNALE',
      'sans tacite reconduction',
      formatLongDate(mandate.endDate),
      'L221-18',
    ])
      expect(all, mention).toContain(mention);
    // The model retraction form is the last page.
    expect(text.at(-1)).toContain('Formulaire de rétractation');
    expect(text.at(-1)).toContain(`mandat n° ${mandate.number}`);
  });

  it('a simple mandate without retraction: no exclusivity clause, no form, the penalty clause stays', async () => {
    const { agency, head } = await agencyReady();
    const { mandate } = await saleMandate(head, agency.id, {
      kind: 'simple',
      retractionApplies: false,
      feeMode: 'amount',
      feeAmount: 12000,
      feeRate: null,
      feePayer: 'mandant',
    });
    const res = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(res.status, res.text).toBe(201);
    const { row, bytes } = await originalPdf(res.body.signatureRequest.id);
    expect(row.offersEarlyStart).toBe(false);
    const text = (await extractText(bytes, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).not.toContain('CLAUSE D’EXCLUSIVITÉ');
    expect(text).not.toContain('Formulaire de rétractation');
    expect(text).toContain('CLAUSE PÉNALE');
    expect(text).toContain('12 000');
  });

  it('missing site facts: a French 409 naming them and « Mon agence › Site et demandes », no request', async () => {
    const { agency, head } = await agencyReady();
    await t.db
      .update(agencySites)
      .set({ cardNumber: null, siren: null })
      .where(eq(agencySites.agencyId, agency.id));
    const { mandate } = await saleMandate(head, agency.id);
    const res = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('Mon agence › Site et demandes');
    expect(res.body.error.message).toContain('numéro de carte professionnelle');
    expect(res.body.error.message).toContain('SIREN');
    const requests = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.subjectId, mandate.id));
    expect(requests).toEqual([]);
  });

  it('a mandator without an e-mail: a French 400 naming them', async () => {
    const { agency, head } = await agencyReady();
    const { mandate, mandators } = await saleMandate(head, agency.id);
    await t.db.update(clients).set({ email: '' }).where(eq(clients.id, mandators[0]!.id));
    const res = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(mandateMessages.mandatorWithoutEmail(mandators[0]!.fullName));
  });

  it('a line registered without the new facts says so and cannot be drawn', async () => {
    const { agency, head } = await agencyReady();
    const row = await createMandateRow(t.db, agency.id);
    const got = await head.get(`/api/mandates/${row.id}`);
    expect(got.body.documentGaps).toEqual([
      'le prix',
      'les honoraires (montant ou taux)',
      'qui paie les honoraires',
    ]);
    const res = await head.post(`/api/mandates/${row.id}/signature`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('enregistrez un nouveau mandat');
  });

  it('one request at a time: 409 while pending, a new one (same number) after a cancellation, none once countersigned', async () => {
    const { agency, head } = await agencyReady();
    const { mandate } = await saleMandate(head, agency.id);
    const first = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(first.status).toBe(201);
    const again = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(mandateMessages.signatureInProgress);

    await t.db
      .update(signatureRequests)
      .set({ status: 'cancelled', closedAt: new Date(), closedReason: 'Erreur de prix' })
      .where(eq(signatureRequests.id, first.body.signatureRequest.id));
    const second = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(second.status, second.text).toBe(201);
    expect(second.body.number).toBe(mandate.number);
    expect(second.body.signatureRequest.id).not.toBe(first.body.signatureRequest.id);

    // The old request's steps change nothing on the line.
    await signs(agency.id, mandate, first.body.signatureRequest.id, { role: 'mandator', isLast: true });
    expect((await head.get(`/api/mandates/${mandate.id}`)).body.countersignedOn).toBeNull();

    await signs(agency.id, mandate, second.body.signatureRequest.id, { role: 'agency', isLast: false });
    await signs(agency.id, mandate, second.body.signatureRequest.id, { role: 'mandator', isLast: true });
    const third = await head.post(`/api/mandates/${mandate.id}/signature`);
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(mandateMessages.cannotDrawSigned);
  });

  it('another agency’s mandate is a 404, for drawing, reading and retracting', async () => {
    const a = await agencyReady();
    const b = await agencyReady();
    const { mandate } = await saleMandate(a.head, a.agency.id);
    expect((await b.head.post(`/api/mandates/${mandate.id}/signature`)).status).toBe(404);
    expect((await b.head.get(`/api/mandates/${mandate.id}`)).status).toBe(404);
    expect((await b.head.post(`/api/mandates/${mandate.id}/retraction`, { date: parisToday() })).status).toBe(
      404,
    );
    const requests = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.subjectId, mandate.id));
    expect(requests).toEqual([]);
  });
});

describe('the signature hooks and the register', () => {
  it('the last mandator’s signature countersigns the line (Paris day) and opens the 14 days', async () => {
    const { agency, head } = await agencyReady();
    const { mandate, requestId } = await countersigned(head, agency.id);
    const today = parisToday();
    const got = (await head.get(`/api/mandates/${mandate.id}`)).body;
    expect(got).toMatchObject({
      countersignedOn: today,
      retractionEndsOn: addDaysToDate(today, RETRACTION_DAYS),
      earlyStartRequested: false,
      signatureState: 'completed',
      negotiationBlockedUntil: addDaysToDate(today, RETRACTION_DAYS),
    });
    const signers = await t.db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.requestId, requestId));
    expect(signers).toHaveLength(2);
  });

  it('a signature at 23:30 UTC on 31 Dec is countersigned on 1 Jan in Paris', async () => {
    const { agency, head } = await agencyReady();
    const { mandate } = await saleMandate(head, agency.id);
    const drawn = await head.post(`/api/mandates/${mandate.id}/signature`);
    await signs(agency.id, mandate, drawn.body.signatureRequest.id, {
      role: 'mandator',
      isLast: true,
      at: new Date('2026-12-31T23:30:00Z'),
    });
    const got = (await head.get(`/api/mandates/${mandate.id}`)).body;
    expect(got.countersignedOn).toBe('2027-01-01');
    expect(got.retractionEndsOn).toBe('2027-01-15');
  });

  it('the register and its exports show « Contresigné le … », « Non signé » and the retraction period', async () => {
    const { agency, head } = await agencyReady();
    const unsigned = await saleMandate(head, agency.id);
    const { mandate } = await countersigned(head, agency.id);
    const today = formatShortDate(parisToday());
    const until = formatShortDate(addDaysToDate(parisToday(), RETRACTION_DAYS));

    const csv = await head.get('/api/mandates/export/csv?activity=transaction');
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]!.split(';');
    const signatureColumn = header.indexOf('Signature');
    const retractionColumn = header.indexOf('Rétractation');
    expect(signatureColumn).toBeGreaterThan(0);
    const byNumber = (n: number) => lines.find((l) => l.startsWith(`${n};`))!.split(';');
    expect(byNumber(unsigned.mandate.number)[signatureColumn]).toBe('Non signé');
    expect(byNumber(mandate.number)[signatureColumn]).toBe(`Contresigné le ${today}`);
    expect(byNumber(mandate.number)[retractionColumn]).toBe(`Rétractation jusqu’au ${until}`);

    const pdf = await head.request('GET', '/api/mandates/export/pdf?activity=transaction');
    const text = (await extractText(new Uint8Array(pdf.raw), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Signature');
    expect(text).toContain('Non signé');
    expect(text).toContain(`Contresigné le ${today}`);
    expect(text).toContain(`Rétractation jusqu’au ${until}`);

    const xlsx = await head.request('GET', '/api/mandates/export/xlsx?activity=transaction');
    expect(xlsx.status).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const col = headers.indexOf('Signature');
    expect(col).toBeGreaterThan(0);
    const values: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) values.push(String(row.getCell(col).value));
    });
    expect(values).toEqual(expect.arrayContaining(['Non signé', `Contresigné le ${today}`]));
  });
});

describe('a retraction (loi Hamon)', () => {
  it('within the period closes the line, the number stays; twice or late is a French 409', async () => {
    const { agency, head } = await agencyReady();
    const { mandate } = await countersigned(head, agency.id);
    const res = await head.post(`/api/mandates/${mandate.id}/retraction`, { date: parisToday() });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      number: mandate.number,
      status: 'cancelled',
      closedOn: parisToday(),
      closeReason: mandateMessages.retractionReason,
      retractedOn: parisToday(),
      negotiationBlockedUntil: null,
    });
    const register = await head.get('/api/mandates?activity=transaction');
    expect(register.body.items.map((m: { number: number }) => m.number)).toContain(mandate.number);
    const twice = await head.post(`/api/mandates/${mandate.id}/retraction`, { date: parisToday() });
    expect(twice.status).toBe(409);
  });

  it('after the period: a French 409 with the last day', async () => {
    const { agency, head } = await agencyReady();
    const { mandate } = await countersigned(head, agency.id);
    const longAgo = '2026-01-02';
    await t.db
      .update(mandates)
      .set({ countersignedOn: longAgo, retractionEndsOn: addDaysToDate(longAgo, RETRACTION_DAYS) })
      .where(eq(mandates.id, mandate.id));
    const res = await head.post(`/api/mandates/${mandate.id}/retraction`, { date: parisToday() });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      mandateMessages.retractionTooLate(formatLongDate(addDaysToDate(longAgo, RETRACTION_DAYS))),
    );
  });

  it('not signed yet, or retraction not applicable: a French 409', async () => {
    const { agency, head } = await agencyReady();
    const { mandate } = await saleMandate(head, agency.id);
    const early = await head.post(`/api/mandates/${mandate.id}/retraction`, { date: parisToday() });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(mandateMessages.retractionNotStarted);
    const other = await saleMandate(head, agency.id, { retractionApplies: false });
    const none = await head.post(`/api/mandates/${other.mandate.id}/retraction`, { date: parisToday() });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(mandateMessages.retractionNotApplies);
  });
});

describe('no negotiation during the retraction period', () => {
  const blocked = () =>
    mandateMessages.negotiationBlocked(formatLongDate(addDaysToDate(parisToday(), RETRACTION_DAYS)));

  it('refuses publishing on the site and planning a visit; allowed once the mandator asked in writing', async () => {
    const { agency, head } = await agencyReady();
    const { property } = await countersigned(head, agency.id);
    const publish = await head.put(`/api/properties/${property.id}/site`, { publishedOnSite: true });
    expect(publish.status).toBe(409);
    expect(publish.body.error.message).toBe(blocked());
    expect(publish.body.error.message).toMatch(/^Délai de rétractation en cours jusqu’au /);
    const visit = await head.post('/api/calendar/events', {
      propertyId: property.id,
      date: addDaysToDate(parisToday(), 3),
      startTime: '14:30',
      durationMinutes: 45,
      description: 'Visite avec le couple Martin',
      clientName: 'Hugo Martin',
    });
    expect(visit.status).toBe(409);
    expect(visit.body.error.message).toBe(blocked());

    const early = await countersigned(head, agency.id, { earlyStart: true });
    expect((await head.get(`/api/mandates/${early.mandate.id}`)).body).toMatchObject({
      earlyStartRequested: true,
      negotiationBlockedUntil: null,
    });
    const ok = await head.put(`/api/properties/${early.property.id}/site`, { publishedOnSite: true });
    expect(ok.status, ok.text).toBe(200);
  });

  it('the portal export leaves the listing out with the sentence', async () => {
    const { agency, head } = await agencyReady();
    await head.put('/api/agency/poliris-agency-id', { polirisAgencyId: 'SL-Hamon_01' });
    const { property } = await countersigned(head, agency.id);
    const free = await countersigned(head, agency.id, { earlyStart: true });
    const started = await head.post('/api/portal-export');
    expect(started.status, started.text).toBe(201);
    await t.deps.jobs.runUntilIdle();
    const latest = (await head.get('/api/portal-export')).body.export;
    expect(latest.status).toBe('done');
    const left = latest.excluded.find((e: { propertyId: string }) => e.propertyId === property.id);
    expect(left.reasons).toContain(blocked());
    expect(latest.excluded.map((e: { propertyId: string }) => e.propertyId)).not.toContain(free.property.id);
    const zip = await head.request('GET', `/api/portal-export/${latest.id}/download`);
    const annonces = readAnnonces(unzip(new Uint8Array(zip.raw))['Annonces.csv']!);
    expect(annonces.map((row) => rank(row, 2))).toContain(String(free.mandate.number));
  });
});
