import { addDaysToDate, parisToday, visitMessages } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencySites,
  clients,
  mailOutbox,
  ownerNotices,
  signatureRequests,
  signatureSigners,
  visitRecords,
} from '../src/db/schema';
import { withAgency } from '../src/db/agency-scope';
import { sendDueOwnerNotices } from '../src/modules/visits/owner-notices-due';
import { createAgencyWithBoss, createClient, createHistoryEntry, createProperty } from './factories';
import { signedInClient } from './helpers/actors';
import { createMandator } from './helpers/mandate-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const m = visitMessages;

async function pdfText(bytes: Uint8Array) {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** A fresh agency (its own cadence and passes), its head, its card and insurer. */
async function agencyWithHead() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  await t.db.insert(agencySites).values({
    agencyId: agency.id,
    cardNumber: 'CPI 6901 2024 000 123 456',
    cardIssuer: 'CCI Lyon Métropole',
    insurerName: 'MMA IARD',
    insurerPolicy: 'RCP-114 2256',
  });
  return { agency, head: await signedInClient(t, boss.user.id) };
}

/** A house for sale with a mandate in force whose mandator has an e-mail (unless told otherwise). */
async function houseWithMandate(
  agencyId: string,
  head: TestClient,
  mandatorEmail: string | null = 'mandant@exemple.fr',
) {
  const property = await createProperty(t.db, agencyId, {
    type: 'Vente',
    name: 'Maison des Canuts',
    address: '12 rue d’Austerlitz',
    zip: '69004',
    city: 'Lyon',
  });
  const mandator = await createMandator(t.db, agencyId);
  const email = mandatorEmail ? `${crypto.randomUUID().slice(0, 8)}.${mandatorEmail}` : '';
  await t.db.update(clients).set({ email }).where(eq(clients.id, mandator.id));
  const res = await head.post('/api/mandates', {
    activity: 'transaction',
    kind: 'exclusif',
    propertyId: property.id,
    mandatorIds: [mandator.id],
    startDate: '2026-10-01',
    durationMonths: 6,
    feeTerms: '5 % TTC du prix, à la charge de l’acquéreur',
  });
  expect(res.status).toBe(201);
  return { property, mandate: res.body as { id: string; number: number }, mandatorEmail: email };
}

const visitOf = (
  property: { id: string; agencyId: string },
  date: string,
  startTime: string | null,
  over = {},
) =>
  createHistoryEntry(
    t.db,
    { ...property, type: 'Vente' },
    {
      date,
      startTime,
      durationMinutes: startTime ? 45 : null,
      clientName: 'Gaspard Lemoine',
      clientEmail: 'gaspard.lemoine@exemple.fr',
      clientPhone: '06 71 82 93 04',
      description: 'Visite',
      ...over,
    },
  );

const pass = (now: string) => sendDueOwnerNotices(t.deps, new Date(now));

async function noticesOf(agencyId: string, propertyId: string) {
  return withAgency({ agencyId }, () =>
    t.db
      .select()
      .from(ownerNotices)
      .where(and(eq(ownerNotices.agencyId, agencyId), eq(ownerNotices.propertyId, propertyId))),
  );
}

describe('the visit slip (« bon de visite »)', () => {
  it('prints the mandate number, the card, the insurer, the full address and the visitors, and asks each to sign', async () => {
    const { agency, head } = await agencyWithHead();
    const { property, mandate } = await houseWithMandate(agency.id, head);
    const buyer = await createClient(t.db, agency.id, { fullName: 'Inès Carvalho' });
    const tomorrow = addDaysToDate(parisToday(), 1);
    const entry = await visitOf(property, tomorrow, '14:30', {
      clientId: buyer.id,
      clientName: buyer.fullName,
    });

    const before = await head.get(`/api/visits/${entry.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ started: false, mandateNumberInForce: mandate.number, slip: null });
    expect(before.body.suggestedVisitors[0]).toMatchObject({ clientId: buyer.id, name: 'Inès Carvalho' });

    const res = await head.post(`/api/visits/${entry.id}/slip`, {
      visitors: [
        { clientId: buyer.id },
        { name: 'Paulo Carvalho', email: 'paulo.carvalho@exemple.fr', phone: '06 11 22 33 44' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.slip.mandateNumber).toBe(mandate.number);
    expect(res.body.slip.signature).toMatchObject({ documentKind: 'visit_slip', status: 'pending' });
    expect(
      res.body.slip.signature.signers.map((s: { name: string; role: string }) => [s.name, s.role]),
    ).toEqual([
      ['Inès Carvalho', 'visitor'],
      ['Paulo Carvalho', 'visitor'],
    ]);

    const [request] = await withAgency({ agencyId: agency.id }, () =>
      t.db.select().from(signatureRequests).where(eq(signatureRequests.id, res.body.slip.signature.id)),
    );
    const stored = await t.deps.storage.get('signatures', request!.originalKey);
    const text = await pdfText(new Uint8Array(await new Response(stored!.body as never).arrayBuffer()));
    expect(text).toContain('Bon de visite');
    expect(text).toContain(`Mandat : n° ${mandate.number}`);
    expect(text).toContain(
      'Carte professionnelle n° CPI 6901 2024 000 123 456 délivrée par CCI Lyon Métropole',
    );
    expect(text).toContain('MMA IARD, police n° RCP-114 2256');
    expect(text).toContain('12 rue d’Austerlitz, 69004 Lyon');
    expect(text).toContain('à 14:30');
    expect(text).toContain('Inès Carvalho');
    expect(text).toContain('paulo.carvalho@exemple.fr');
    expect(text).toContain('par l’intermédiaire de l’agence');
    // No indemnity clause: it would be void (FRENCH-RULES §6.1).
    expect(text).not.toMatch(/indemnit/i);

    // A live slip stands: a second one is refused until it is cancelled.
    const again = await head.post(`/api/visits/${entry.id}/slip`, { visitors: [{ clientId: buyer.id }] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.errors.slipInProgress);
  });

  it('says « Mandat : — » when the property has no mandate in force', async () => {
    const { agency, head } = await agencyWithHead();
    const property = await createProperty(t.db, agency.id, { type: 'Vente' });
    const entry = await visitOf(property, addDaysToDate(parisToday(), 2), '10:00');
    const res = await head.post(`/api/visits/${entry.id}/slip`, {
      visitors: [{ name: 'Gaspard Lemoine', email: 'gaspard@exemple.fr' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.mandateNumberInForce).toBeNull();
    expect(res.body.slip.mandateNumber).toBeNull();
    const [request] = await withAgency({ agencyId: agency.id }, () =>
      t.db.select().from(signatureRequests).where(eq(signatureRequests.id, res.body.slip.signature.id)),
    );
    const stored = await t.deps.storage.get('signatures', request!.originalKey);
    const text = await pdfText(new Uint8Array(await new Response(stored!.body as never).arrayBuffer()));
    expect(text).toContain('Mandat : —');
  });

  it('refuses a visitor without an e-mail, in French, and writes nothing', async () => {
    const { agency, head } = await agencyWithHead();
    const property = await createProperty(t.db, agency.id, { type: 'Vente' });
    const entry = await visitOf(property, addDaysToDate(parisToday(), 2), '10:00');
    const res = await head.post(`/api/visits/${entry.id}/slip`, {
      visitors: [
        { name: 'Gaspard Lemoine', email: 'gaspard@exemple.fr' },
        { name: 'Léa Lemoine', email: '' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.errors.visitorEmailRequired('Léa Lemoine'));
    expect(res.body.error.fieldErrors).toEqual({
      'visitors.1.email': m.errors.visitorEmailRequired('Léa Lemoine'),
    });
    const directory = await createClient(t.db, agency.id, { fullName: 'Sans Courriel' });
    await t.db.update(clients).set({ email: '' }).where(eq(clients.id, directory.id));
    const fromDirectory = await head.post(`/api/visits/${entry.id}/slip`, {
      visitors: [{ clientId: directory.id }],
    });
    expect(fromDirectory.status).toBe(400);
    const none = await head.post(`/api/visits/${entry.id}/slip`, { visitors: [] });
    expect(none.status).toBe(400);
    const signers = await withAgency({ agencyId: agency.id }, () =>
      t.db.select().from(signatureSigners).where(eq(signatureSigners.agencyId, agency.id)),
    );
    expect(signers).toEqual([]);
  });

  it('answers 404 for another agency’s visit, client and mandate', async () => {
    const a = await agencyWithHead();
    const b = await agencyWithHead();
    const { property, mandate } = await houseWithMandate(a.agency.id, a.head);
    const entry = await visitOf(property, addDaysToDate(parisToday(), -1), '10:00');
    expect((await b.head.get(`/api/visits/${entry.id}`)).status).toBe(404);
    const slip = await b.head.post(`/api/visits/${entry.id}/slip`, {
      visitors: [{ name: 'X', email: 'x@exemple.fr' }],
    });
    expect(slip.status).toBe(404);
    const feedback = await b.head.put(`/api/visits/${entry.id}/feedback`, {
      interest: 'interesse',
      priceOpinion: 'juste',
    });
    expect(feedback.status).toBe(404);
    expect((await b.head.get(`/api/mandates/${mandate.id}/owner-notices`)).status).toBe(404);
    expect((await b.head.post(`/api/mandates/${mandate.id}/owner-notices`)).status).toBe(404);
    // B's client on A's slip: not found either.
    const bClient = await createClient(t.db, b.agency.id);
    const foreign = await a.head.post(`/api/visits/${entry.id}/slip`, {
      visitors: [{ clientId: bClient.id }],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(m.errors.clientNotFound);
  });
});

describe('the visitor’s feedback', () => {
  it('is refused before the visit starts (409) and shown on the visit afterwards', async () => {
    const { agency, head } = await agencyWithHead();
    const property = await createProperty(t.db, agency.id, { type: 'Vente' });
    const later = await visitOf(property, addDaysToDate(parisToday(), 1), '09:00');
    const early = await head.put(`/api/visits/${later.id}/feedback`, {
      interest: 'interesse',
      priceOpinion: 'juste',
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(m.errors.feedbackTooEarly);

    const done = await visitOf(property, addDaysToDate(parisToday(), -1), '09:00');
    const bad = await head.put(`/api/visits/${done.id}/feedback`, { interest: 'bof', priceOpinion: 'juste' });
    expect(bad.status).toBe(400);
    const long = await head.put(`/api/visits/${done.id}/feedback`, {
      interest: 'interesse',
      priceOpinion: 'juste',
      remarks: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    const res = await head.put(`/api/visits/${done.id}/feedback`, {
      interest: 'tres_interesse',
      priceOpinion: 'un_peu_cher',
      remarks: 'Aime le jardin.',
    });
    expect(res.status).toBe(200);
    expect(res.body.feedback).toMatchObject({
      interest: 'tres_interesse',
      priceOpinion: 'un_peu_cher',
      remarks: 'Aime le jardin.',
    });
    expect((await head.get(`/api/visits/${done.id}`)).body.feedback.interest).toBe('tres_interesse');
  });
});

describe('the owner notices (décret 72-678 art. 77)', () => {
  it('within 8 days: a visit without feedback leaves on its 7th day, one with feedback at the next pass', async () => {
    const { agency, head } = await agencyWithHead();
    const { property } = await houseWithMandate(agency.id, head);
    await visitOf(property, '2026-11-02', '10:00');
    expect(await pass('2026-11-05T12:00:00Z')).toBe(0);
    expect(await noticesOf(agency.id, property.id)).toEqual([]);
    await pass('2026-11-08T22:00:00Z'); // 8 Nov 23:00 Paris: only 6 days
    expect(await noticesOf(agency.id, property.id)).toEqual([]);
    await pass('2026-11-09T08:00:00Z');
    const notices = await noticesOf(agency.id, property.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ visitCount: 1, cadence: 'within_8_days' });

    // A visit with its feedback does not wait.
    const second = await visitOf(property, '2026-11-10', '18:00');
    const fb = await head.put(`/api/visits/${second.id}/feedback`, {
      interest: 'interesse',
      priceOpinion: 'juste',
    });
    expect(fb.status).toBe(200);
    await pass('2026-11-11T08:00:00Z');
    expect(await noticesOf(agency.id, property.id)).toHaveLength(2);
  });

  it('weekly: one digest per property on Monday morning, chosen by the head only', async () => {
    const { agency, head } = await agencyWithHead();
    const { property } = await houseWithMandate(agency.id, head);
    const member = await signedInClient(
      t,
      (await (await import('./factories')).createUser(t.db, { agencyId: agency.id, status: 'active' })).user
        .id,
    );
    expect((await member.put('/api/agency/owner-notice-cadence', { cadence: 'weekly' })).status).toBe(403);
    expect((await head.put('/api/agency/owner-notice-cadence', { cadence: 'hebdo' })).status).toBe(400);
    const set = await head.put('/api/agency/owner-notice-cadence', { cadence: 'weekly' });
    expect(set.body).toEqual({ cadence: 'weekly' });
    expect((await member.get('/api/agency/owner-notice-cadence')).body).toEqual({ cadence: 'weekly' });

    // Wednesday 11 and Thursday 12 November 2026, the second with feedback.
    await visitOf(property, '2026-11-11', '10:00');
    const thursday = await visitOf(property, '2026-11-12', '15:00');
    await head.put(`/api/visits/${thursday.id}/feedback`, {
      interest: 'peu_interesse',
      priceOpinion: 'trop_cher',
    });
    await pass('2026-11-13T10:00:00Z');
    await pass('2026-11-16T06:00:00Z'); // Monday 07:00 Paris: not yet
    expect(await noticesOf(agency.id, property.id)).toEqual([]);
    await pass('2026-11-16T08:00:00Z'); // Monday 09:00 Paris
    await pass('2026-11-16T09:00:00Z');
    const notices = await noticesOf(agency.id, property.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ visitCount: 2, cadence: 'weekly' });
  });

  it('never puts a visit in two notices when two passes run at once', async () => {
    const { agency, head } = await agencyWithHead();
    const { property } = await houseWithMandate(agency.id, head);
    await visitOf(property, '2026-11-01', '10:00');
    await visitOf(property, '2026-11-02', '11:00');
    await Promise.all([
      pass('2026-11-09T10:00:00Z'),
      pass('2026-11-09T10:00:00Z'),
      pass('2026-11-09T10:00:00Z'),
    ]);
    const notices = await noticesOf(agency.id, property.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.visitCount).toBe(2);
    const records = await withAgency({ agencyId: agency.id }, () =>
      t.db.select().from(visitRecords).where(eq(visitRecords.propertyId, property.id)),
    );
    expect(records.map((r) => r.ownerNoticeId)).toEqual([notices[0]!.id, notices[0]!.id]);
  });

  it('« Envoyer maintenant » mails the mandator the PDF with the feedback, contacts masked, visitors never named', async () => {
    const { agency, head } = await agencyWithHead();
    const { property, mandate, mandatorEmail } = await houseWithMandate(agency.id, head);
    const entry = await visitOf(property, addDaysToDate(parisToday(), -2), '17:00');
    await head.put(`/api/visits/${entry.id}/feedback`, {
      interest: 'tres_interesse',
      priceOpinion: 'juste',
      remarks: 'Veut revenir avec un artisan, joindre au 06 71 82 93 04 ou gaspard.lemoine@exemple.fr.',
    });
    const before = await head.get(`/api/mandates/${mandate.id}/owner-notices`);
    expect(before.body).toMatchObject({
      items: [],
      pendingVisits: 1,
      nextSending: 'soon',
      missingRecipients: false,
    });

    const sent = await head.post(`/api/mandates/${mandate.id}/owner-notices`);
    expect(sent.status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, mandatorEmail!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.notice.mailSubject('Maison des Canuts'));
    expect(mails[0]!.attachments).toEqual([
      {
        filename: expect.stringMatching(/^compte-rendu-de-visites-.*\.pdf$/),
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);

    const list = await head.get(`/api/mandates/${mandate.id}/owner-notices`);
    expect(list.body.pendingVisits).toBe(0);
    expect(list.body.nextSending).toBeNull();
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      recipients: [mandatorEmail],
      visitCount: 1,
      hasPdf: true,
      sentAt: expect.any(String),
    });
    const pdf = await head.get(`/api/mandates/${mandate.id}/owner-notices/${list.body.items[0].id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.raw).length).toBe(mails[0]!.attachments![0]!.size);
    const text = await pdfText(new Uint8Array(pdf.raw));
    expect(text).toContain('Compte rendu de visites');
    expect(text).toContain('Intérêt : Très intéressé');
    expect(text).toContain('Avis sur le prix : Prix juste');
    expect(text).toContain(
      'Veut revenir avec un artisan, joindre au [coordonnées masquées] ou [coordonnées masquées].',
    );
    for (const secret of ['Gaspard', 'Lemoine', '06 71', 'exemple.fr']) expect(text).not.toContain(secret);

    // Nothing left to tell: a French 409; the visit shows when its owner was told.
    const again = await head.post(`/api/mandates/${mandate.id}/owner-notices`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.errors.noVisitsToSend);
    expect((await head.get(`/api/visits/${entry.id}`)).body.notifiedAt).toEqual(expect.any(String));
  });

  it('sends nothing when no mandator has an e-mail, and says so', async () => {
    const { agency, head } = await agencyWithHead();
    const { property, mandate } = await houseWithMandate(agency.id, head, null);
    await visitOf(property, addDaysToDate(parisToday(), -9), '10:00');
    await pass(new Date().toISOString());
    expect(await noticesOf(agency.id, property.id)).toEqual([]);
    const list = await head.get(`/api/mandates/${mandate.id}/owner-notices`);
    expect(list.body).toMatchObject({ missingRecipients: true, nextSending: null, pendingVisits: 1 });
    const res = await head.post(`/api/mandates/${mandate.id}/owner-notices`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(m.errors.noRecipients);
  });

  it('the owner report shows each visit’s feedback', async () => {
    const { agency, head } = await agencyWithHead();
    const { property } = await houseWithMandate(agency.id, head);
    const entry = await visitOf(property, addDaysToDate(parisToday(), -3), '11:00');
    await head.put(`/api/visits/${entry.id}/feedback`, {
      interest: 'peu_interesse',
      priceOpinion: 'trop_cher',
      remarks: 'Trouve la cuisine petite.',
    });
    const { body: report } = await head.post(`/api/properties/${property.id}/owner-reports`, {});
    const pdf = await head.get(`/api/properties/${property.id}/owner-reports/${report.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(pdf.raw));
    expect(text).toContain('Intérêt : Peu intéressé – Avis sur le prix : Trop cher');
    expect(text).toContain('Trouve la cuisine petite.');
  });
});
