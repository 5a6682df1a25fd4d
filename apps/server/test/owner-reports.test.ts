import { billingMessages, commonMessages, ownerReportMessages, PERMISSIONS } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, mailOutbox, ownerReports, properties } from '../src/db/schema';
import { redactContacts } from '../src/modules/owner-reports/owner-report-pdf';
import {
  createAgencyWithBoss,
  createClient,
  createHistoryEntry,
  createProperty,
  createUser,
} from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { createMandator } from './helpers/mandate-fixtures';
import { propertyWithPhoto } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const head = () => world.actors.bossA.client;
const m = ownerReportMessages;

/** A house for sale with a photo, on the market since 1 September 2026, with two past visits and a planned one. */
async function houseOnTheMarket(agencyId = world.agencyA.id) {
  const { property } = await propertyWithPhoto(t, agencyId);
  await t.db
    .update(properties)
    .set({
      type: 'Vente',
      name: 'Maison de ville à la Croix-Rousse',
      price: 425000,
      kind: 'maison',
      rooms: 5,
      surfaceHabitable: 118,
      dpeStatus: 'realise',
      dpeClass: 'D',
      gesClass: 'B',
      address: '7 rue d’Austerlitz',
      zip: '69004',
      city: 'Lyon',
      createdAt: new Date('2026-09-01T08:00:00Z'),
    })
    .where(eq(properties.id, property.id));
  const house = { ...property, type: 'Vente' as const };
  await createHistoryEntry(t.db, house, {
    date: '2026-09-12',
    clientName: 'Gaspard Lemoine',
    clientEmail: 'gaspard.lemoine@exemple.fr',
    clientPhone: '06 71 82 93 04',
    clientNote: 4,
    description:
      'Séjour très apprécié, cuisine à rénover. Rappeler au 06 71 82 93 04 ou gaspard.lemoine@exemple.fr.',
  });
  await createHistoryEntry(t.db, house, {
    date: '2026-10-03',
    clientName: 'Inès Carvalho',
    clientEmail: 'ines.carvalho@exemple.fr',
    clientNote: 2,
    description: 'Trouve le prix élevé au regard des travaux.',
  });
  await createHistoryEntry(t.db, house, {
    date: '2099-01-15',
    clientName: 'Visite prévue',
    description: 'Rendez-vous à confirmer.',
  });
  return house;
}

async function pdfText(raw: ArrayBuffer) {
  return (await extractText(new Uint8Array(raw), { mergePages: true })).text;
}

describe('the owner report PDF', () => {
  it('shows photos, key facts, price, « non évalué », days on the market, visits, feedback and the recommendation', async () => {
    const house = await houseOnTheMarket();
    const created = await head().post(`/api/properties/${house.id}/owner-reports`, {
      recommendation: 'Nous conseillons une baisse de 3 % et un home staging du séjour.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ propertyId: house.id, sentTo: null, sentAt: null });

    const pdf = await head().get(`/api/properties/${house.id}/owner-reports/${created.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /rapport-proprietaire-maison-de-ville-a-la-croix-rousse-\d{4}-\d{2}-\d{2}\.pdf/,
    );
    // The exact name keeps « à » (issue 26: « cœur » came out as « c-ur »).
    expect(pdf.headers.get('content-disposition')).toMatch(
      /filename\*=UTF-8''rapport-proprietaire-maison-de-ville-%C3%A0-la-croix-rousse-\d{4}-\d{2}-\d{2}\.pdf/,
    );
    const bytes = Buffer.from(pdf.raw);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = (await pdfText(pdf.raw)).replace(/\s+/g, ' ');
    expect(text).toContain('Rapport au propriétaire');
    expect(text).toContain('Maison de ville à la Croix-Rousse');
    expect(text).toContain('À vendre : Maison, 5 pièces, 118 m²');
    expect(text).toContain('7 rue d’Austerlitz, 69004 Lyon');
    expect(text).toContain('Performance énergétique : classe énergie D, classe climat B');
    expect(text).toContain('Prix affiché : 425 000 €');
    expect(text).toContain('Prix de marché estimé : non évalué');
    expect(text).toContain('En ligne depuis le 01/09/2026');
    expect(text).toContain('2 visites.');
    expect(text).toContain('Visite du 12/09/2026 – note : 4/5');
    expect(text).toContain('Séjour très apprécié, cuisine à rénover.');
    expect(text).toContain('Trouve le prix élevé au regard des travaux.');
    expect(text).toContain('Nous conseillons une baisse de 3 % et un home staging du séjour.');
    // Visitors' names and contact details stay out, even when the note quotes them.
    for (const secret of [
      'Gaspard',
      'Lemoine',
      'Inès',
      'Carvalho',
      '06 71 82 93 04',
      'exemple.fr',
      '15/01/2099',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(m.pdf.contactRedacted);
  });

  it('shows the market price and position when the property was evaluated', async () => {
    const house = await houseOnTheMarket();
    await t.db
      .update(properties)
      .set({ marketPrice: 410000, marketStatus: 1 })
      .where(eq(properties.id, house.id));
    const { body: report } = await head().post(`/api/properties/${house.id}/owner-reports`, {});
    const pdf = await head().get(`/api/properties/${house.id}/owner-reports/${report.id}/pdf`);
    const text = (await pdfText(pdf.raw)).replace(/\s+/g, ' ');
    expect(text).toContain('Prix de marché estimé : 410 000 €');
    expect(text).toContain(m.pdf.marketGood);
    expect(text).not.toContain(m.pdf.recommendationTitle);
  });

  it('prints names in any Latin script with their own letters (« Agence Łódź », « Zoë Ångström »)', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    await t.db.update(agencies).set({ name: 'Agence Łódź' }).where(eq(agencies.id, agency.id));
    const house = await houseOnTheMarket(agency.id);
    await t.db
      .update(properties)
      .set({ name: 'Maison de Zoë Ångström', address: 'ulica Świętego Łukasza 3' })
      .where(eq(properties.id, house.id));
    const agencyHead = await signedInClient(t, boss.user.id);
    const { body: report } = await agencyHead.post(`/api/properties/${house.id}/owner-reports`, {
      recommendation: 'Øyvind Šťastný conseille 1\u202f250\u00a0€ de travaux, « œuvre » ’.',
    });
    const pdf = await agencyHead.get(`/api/properties/${house.id}/owner-reports/${report.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.raw);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Préparé par Agence Łódź',
      'Maison de Zoë Ångström',
      'ulica Świętego Łukasza 3',
      'Øyvind Šťastný conseille',
      '« œuvre » ’',
    ]) {
      expect(flat).toContain(expected);
    }
    // pdf.js reads every space back as U+0020: the narrow no-break space printed as a space, not « ? ».
    expect(flat).toContain('1 250 €');
    expect(text).not.toContain('?');
  });

  it('masks e-mails and phone numbers however they are typed', () => {
    expect(
      redactContacts('Joindre le +33 6 12 34 56 78, le 0612345678 ou a.b+c@mail.co.uk ; 3 chambres, 118 m²'),
    ).toBe(
      `Joindre le ${m.pdf.contactRedacted}, le ${m.pdf.contactRedacted} ou ${m.pdf.contactRedacted} ; 3 chambres, 118 m²`,
    );
  });
});

describe('sending the report to the mandator', () => {
  it('lists the mandators in force with an e-mail, sends the PDF as an attachment and notes it', async () => {
    const house = await houseOnTheMarket();
    const mandator = await createMandator(t.db, world.agencyA.id);
    const mandate = await head().post('/api/mandates', {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId: house.id,
      mandatorIds: [mandator.id],
      startDate: '2026-09-01',
      durationMonths: 3,
      feeTerms: '5 % TTC du prix, à la charge de l’acquéreur',
    });
    expect(mandate.status).toBe(201);
    const { body: report } = await head().post(`/api/properties/${house.id}/owner-reports`, {
      recommendation: 'Maintenir le prix.',
    });
    const list = await head().get(`/api/properties/${house.id}/owner-reports`);
    expect(list.body.recipients).toEqual([
      { clientId: mandator.id, name: mandator.fullName, email: mandator.email },
    ]);

    const sent = await head().post(`/api/properties/${house.id}/owner-reports/${report.id}/send`, {
      clientId: mandator.id,
    });
    expect(sent.status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, mandator.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.mail.subject('Maison de ville à la Croix-Rousse'));
    expect(mails[0]!.attachments).toEqual([
      {
        filename: expect.stringMatching(/^rapport-proprietaire-.*\.pdf$/),
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect(mails[0]!.attachments![0]!.size).toBeGreaterThan(1000);
    const after = await head().get(`/api/properties/${house.id}/owner-reports`);
    expect(after.body.items[0]).toMatchObject({
      id: report.id,
      sentTo: mandator.email,
      sentAt: expect.any(String),
    });
  });

  it('refuses a client who is not a mandator of the property, in French', async () => {
    const house = await houseOnTheMarket();
    const stranger = await createClient(t.db, world.agencyA.id);
    const { body: report } = await head().post(`/api/properties/${house.id}/owner-reports`, {});
    const res = await head().post(`/api/properties/${house.id}/owner-reports/${report.id}/send`, {
      clientId: stranger.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ clientId: m.errors.recipientNotMandator });
    const bad = await head().post(`/api/properties/${house.id}/owner-reports/${report.id}/send`, {
      clientId: 'moi',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual({ clientId: m.errors.recipientNotMandator });
  });
});

describe('refusals', () => {
  it('answers a French error for a recommendation too long', async () => {
    const house = await createProperty(t.db, world.agencyA.id);
    const res = await head().post(`/api/properties/${house.id}/owner-reports`, {
      recommendation: 'x'.repeat(5001),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ recommendation: commonMessages.tooLong });
    const notText = await head().post(`/api/properties/${house.id}/owner-reports`, { recommendation: 42 });
    expect(notText.body.error.fieldErrors).toEqual({ recommendation: commonMessages.invalidData });
  });

  it('another agency’s property or report is a 404, and a report is reached only through its property', async () => {
    const theirs = await createProperty(t.db, world.agencyB.id);
    expect((await head().get(`/api/properties/${theirs.id}/owner-reports`)).status).toBe(404);
    expect((await head().post(`/api/properties/${theirs.id}/owner-reports`, {})).status).toBe(404);
    const { body: theirReport } = await world.actors.bossB.client.post(
      `/api/properties/${theirs.id}/owner-reports`,
      {},
    );
    const pdf = await head().get(`/api/properties/${theirs.id}/owner-reports/${theirReport.id}/pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.error.message).toBe(m.errors.notFound);
    const mine = await createProperty(t.db, world.agencyA.id);
    expect((await head().get(`/api/properties/${mine.id}/owner-reports/${theirReport.id}/pdf`)).status).toBe(
      404,
    );
    expect(
      (
        await head().post(`/api/properties/${mine.id}/owner-reports/${theirReport.id}/send`, {
          clientId: theirs.id,
        })
      ).status,
    ).toBe(404);
    expect(await t.db.select().from(ownerReports).where(eq(ownerReports.propertyId, mine.id))).toEqual([]);
  });

  it('Starter has no owner reports (402), and a member needs « Ajouter des biens » (403)', async () => {
    const starter = await createAgencyWithBoss(t.db, { subscription: 'starter' });
    const starterHead = await signedInClient(t, starter.boss.user.id);
    const property = await createProperty(t.db, starter.agency.id);
    const refused = await starterHead.post(`/api/properties/${property.id}/owner-reports`, {});
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(billingMessages.featureNotIncluded('owner_reports'));
    const member = await createUser(t.db, {
      agencyId: world.agencyA.id,
      status: 'active',
      permissions: PERMISSIONS.filter((p) => p !== 'add_property'),
    });
    const mine = await createProperty(t.db, world.agencyA.id);
    const memberClient = await signedInClient(t, member.user.id);
    expect((await memberClient.get(`/api/properties/${mine.id}/owner-reports`)).status).toBe(403);
  });
});
