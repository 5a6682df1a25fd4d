import {
  calendarMessages,
  fieldMessages,
  HISTORY_PDF_MAX_PAGES,
  historyMessages,
  parisToday,
  pdfMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHistoryEntry, createProperty, createUser } from './factories';
import { clients, documents, propertyHistory } from '../src/db/schema';
import { createWorld, signedInClient, type World } from './helpers/actors';
import {
  blankPdf,
  docxWithForeignTypes,
  FAKE_DOC_HTML,
  FAKE_DOCX_HTML,
  htmlPolyglotPdf,
  minimalDoc,
  minimalDocx,
  oleWithoutWordStream,
  passwordProtectedPdf,
  zipOfHtml,
} from './helpers/hostile-files';
import { CORRUPTED_PDF } from './helpers/pdf-fixtures';
import { formOf, jpeg } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;
let PDF: Buffer;
const DOC = minimalDoc();
const DOCX = minimalDocx();
beforeAll(async () => {
  PDF = await blankPdf();
});

async function insertClient(agencyId: string) {
  const [row] = await t.db
    .insert(clients)
    .values({
      agencyId,
      fullName: 'Inès Moreau',
      firstName: 'Inès',
      email: 'ines.moreau@exemple.fr',
      phone: '06 11 22 33 44',
    })
    .returning();
  return row!;
}

async function historyCount(propertyId: string) {
  const [h] = await t.db
    .select({ n: count() })
    .from(propertyHistory)
    .where(eq(propertyHistory.propertyId, propertyId));
  const [d] = await t.db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.agencyId, world.agencyA.id));
  return { entries: h!.n, documents: d!.n };
}

describe('history entries', () => {
  it('records a check-in/out for a rental and a visit for a sale, dated today by default', async () => {
    const rental = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
    const sale = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const a = await boss().post(`/api/properties/${rental.id}/history`, {
      description: 'Entrée',
      clientName: 'Hugo Martin',
    });
    const b = await boss().post(`/api/properties/${sale.id}/history`, {
      description: 'Visite',
      clientName: 'Léa Petit',
      clientNote: '5',
      date: '2026-01-15',
    });
    expect(a.status, a.text).toBe(201);
    expect(a.body).toMatchObject({
      type: 'check-in-out',
      date: parisToday(),
      clientName: 'Hugo Martin',
      clientNote: null,
    });
    expect(b.body).toMatchObject({ type: 'visit', date: '2026-01-15', clientNote: 5 });
  });

  it('lists newest first with a count; a new entry comes on top', async () => {
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
    await createHistoryEntry(t.db, property, { date: '2026-02-01', description: 'ancienne' });
    await createHistoryEntry(t.db, property, { date: '2026-03-01', description: 'récente' });
    const added = await boss().post(`/api/properties/${property.id}/history`, {
      date: '2026-03-01',
      description: 'toute nouvelle',
      clientName: 'Jules Robert',
    });
    const list = await world.actors.memberA.client.get(`/api/properties/${property.id}/history`);
    expect(list.status).toBe(200);
    expect(list.body.property).toMatchObject({ id: property.id, name: property.name, type: 'Location' });
    expect(list.body.total).toBe(3);
    expect(list.body.entries.map((e: { description: string }) => e.description)).toEqual([
      'toute nouvelle',
      'récente',
      'ancienne',
    ]);
    expect(list.body.entries[0].id).toBe(added.body.id);
  });

  it('refuses a missing description or client and a note outside 0–5, in French, inserting nothing', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const before = await historyCount(property.id);
    const noDescription = await boss().post(`/api/properties/${property.id}/history`, {
      description: ' ',
      clientName: 'A',
    });
    expect(noDescription.status).toBe(400);
    expect(noDescription.body.error.message).toBe(historyMessages.requiredFields);
    const noClient = await boss().post(`/api/properties/${property.id}/history`, { description: 'ok' });
    expect(noClient.body.error.fieldErrors.clientName).toBe(historyMessages.clientRequired);
    const badNote = await boss().post(`/api/properties/${property.id}/history`, {
      description: 'ok',
      clientName: 'A',
      clientNote: 6,
    });
    expect(badNote.body.error.fieldErrors.clientNote).toBe(historyMessages.noteInvalid);
    const badPhone = await boss().post(`/api/properties/${property.id}/history`, {
      description: 'ok',
      clientName: 'A',
      clientPhone: 'rappeler demain',
    });
    expect(badPhone.body.error.fieldErrors.clientPhone).toBe(fieldMessages.phoneInvalid);
    const badDate = await boss().post(`/api/properties/${property.id}/history`, {
      description: 'ok',
      clientName: 'A',
      date: '2026-02-31',
    });
    expect(badDate.status).toBe(400);
    expect(await historyCount(property.id)).toEqual(before);
  });

  it("fills the client's name, e-mail and phone from the directory; another agency's client is a 404", async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const mine = await insertClient(world.agencyA.id);
    const theirs = await insertClient(world.agencyB.id);
    const res = await boss().post(`/api/properties/${property.id}/history`, {
      description: 'Visite',
      clientId: mine.id,
      clientName: 'autre nom ignoré',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      clientId: mine.id,
      clientName: 'Inès Moreau',
      clientEmail: 'ines.moreau@exemple.fr',
      clientPhone: '06 11 22 33 44',
    });
    const before = await historyCount(property.id);
    const other = await boss().post(`/api/properties/${property.id}/history`, {
      description: 'Visite',
      clientId: theirs.id,
    });
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe(historyMessages.clientNotFound);
    expect(await historyCount(property.id)).toEqual(before);
    const options = await boss().get('/api/history/client-options');
    expect(options.body.items.map((c: { id: string }) => c.id)).toContain(mine.id);
    expect(options.body.items.map((c: { id: string }) => c.id)).not.toContain(theirs.id);
  });

  it('keeps the client list from members without the directory permission; they type the client', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const client = await insertClient(world.agencyA.id);
    const member = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const c = await signedInClient(t, member.user.id);
    expect((await c.get('/api/history/client-options')).status).toBe(403);
    const before = await historyCount(property.id);
    const picked = await c.post(`/api/properties/${property.id}/history`, {
      description: 'Visite',
      clientId: client.id,
    });
    expect(picked.status).toBe(404);
    expect(await historyCount(property.id)).toEqual(before);
    const typed = await c.post(`/api/properties/${property.id}/history`, {
      description: 'Visite',
      clientName: 'Jules Petit',
    });
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({ clientId: null, clientName: 'Jules Petit' });
  });

  it("leaves the client's e-mail and phone out for members without the directory permission", async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const client = await insertClient(world.agencyA.id);
    expect(
      (
        await boss().post(`/api/properties/${property.id}/history`, {
          description: 'Visite',
          clientId: client.id,
        })
      ).status,
    ).toBe(201);
    const member = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const c = await signedInClient(t, member.user.id);
    const typed = await c.post(`/api/properties/${property.id}/history`, {
      description: 'Contre-visite',
      clientName: 'Jules Petit',
      clientEmail: 'jules.petit@exemple.fr',
      clientPhone: '07 98 76 54 32',
    });
    expect(typed.status).toBe(201);
    expect(typed.body).not.toHaveProperty('clientEmail');
    expect(typed.body).not.toHaveProperty('clientPhone');

    const seenByMember = await c.get(`/api/properties/${property.id}/history`);
    expect(seenByMember.status).toBe(200);
    expect(seenByMember.body.entries.map((e: { clientName: string }) => e.clientName).sort()).toEqual([
      'Inès Moreau',
      'Jules Petit',
    ]);
    for (const secret of [
      'ines.moreau@exemple.fr',
      '06 11 22 33 44',
      'jules.petit@exemple.fr',
      '07 98 76 54 32',
    ]) {
      expect(seenByMember.text).not.toContain(secret);
    }
    const seenByBoss = await boss().get(`/api/properties/${property.id}/history`);
    expect(seenByBoss.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ clientEmail: 'ines.moreau@exemple.fr', clientPhone: '06 11 22 33 44' }),
        expect.objectContaining({ clientEmail: 'jules.petit@exemple.fr', clientPhone: '07 98 76 54 32' }),
      ]),
    );
  });

  it('stores several documents (PDF, DOC, DOCX, image without GPS) and serves them to the agency', async () => {
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
    const res = await boss().upload(
      'POST',
      `/api/properties/${property.id}/history`,
      formOf({ description: 'État des lieux', clientName: 'Hugo Martin', clientNote: '3' }, [
        { field: 'documents', name: 'etat-des-lieux.pdf', body: PDF },
        { field: 'documents', name: 'bail.doc', body: DOC },
        { field: 'documents', name: 'annexe.docx', body: DOCX },
        { field: 'documents', name: 'compteur.jpg', body: await jpeg({ gps: true }) },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    expect(
      res.body.documents.map((d: { fileName: string; mimeType: string }) => [d.fileName, d.mimeType]),
    ).toEqual(
      expect.arrayContaining([
        ['etat-des-lieux.pdf', 'application/pdf'],
        ['bail.doc', 'application/msword'],
        ['annexe.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['compteur.webp', 'image/webp'],
      ]),
    );
    const pdfDoc = res.body.documents.find((d: { fileName: string }) => d.fileName === 'etat-des-lieux.pdf');
    const download = await world.actors.memberA.client.get(pdfDoc.downloadUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(download.raw).equals(PDF)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    const image = res.body.documents.find((d: { mimeType: string }) => d.mimeType === 'image/webp');
    const served = await boss().get(image.downloadUrl);
    expect((await sharp(Buffer.from(served.raw)).metadata()).exif).toBeUndefined();
    expect((await world.actors.bossB.client.get(pdfDoc.downloadUrl)).status).toBe(404);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, pdfDoc.id));
    expect(row).toMatchObject({ historyId: res.body.id, propertyId: null, clientId: null });
    expect(row!.storageKey).toMatch(new RegExp(`^${world.agencyA.id}/${property.id}/[0-9a-f-]{36}\\.pdf$`));
  });

  it('refuses a text file renamed .pdf or an executable, storing nothing', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const before = await historyCount(property.id);
    for (const [name, body] of [
      ['contrat.pdf', Buffer.from('pas un pdf')],
      ['photo.png', Buffer.from('MZ\x90\x00 exécutable')],
      ['faux.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('autre.txt')])],
    ] as const) {
      const res = await boss().upload(
        'POST',
        `/api/properties/${property.id}/history`,
        formOf({ description: 'x', clientName: 'y' }, [
          { field: 'documents', name: 'ok.pdf', body: PDF },
          { field: 'documents', name, body },
        ]),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(name);
    }
    expect(await historyCount(property.id)).toEqual(before);
  });

  it('refuses files that are not what they claim, with the file name and the reason, storing nothing', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const before = await historyCount(property.id);
    const hostile: [string, Buffer, string][] = [
      ['page.pdf', await htmlPolyglotPdf(), 'n’est pas accepté'],
      ['protege.pdf', passwordProtectedPdf(), pdfMessages.unreadable],
      ['abime.pdf', CORRUPTED_PDF, pdfMessages.unreadable],
      ['mille-pages.pdf', await blankPdf(1000), pdfMessages.tooManyPagesFor(HISTORY_PDF_MAX_PAGES)],
      ['faux.doc', FAKE_DOC_HTML, 'document Word lisible'],
      ['classeur.doc', oleWithoutWordStream(), 'document Word lisible'],
      ['faux.docx', FAKE_DOCX_HTML, 'document Word lisible'],
      ['html.docx', zipOfHtml(), 'document Word lisible'],
      ['tableur.docx', docxWithForeignTypes(), 'document Word lisible'],
    ];
    for (const [name, body, reason] of hostile) {
      const res = await boss().upload(
        'POST',
        `/api/properties/${property.id}/history`,
        formOf({ description: 'x', clientName: 'y' }, [{ field: 'documents', name, body }]),
      );
      expect(res.status, name).toBe(400);
      expect(res.body.error.message, name).toContain(name);
      expect(res.body.error.message, name).toContain(reason);
      expect(res.body.error.fieldErrors?.documents, name).toBe(res.body.error.message);
    }
    expect(await historyCount(property.id)).toEqual(before);
  });

  it('keeps a long PDF report: the 3-page cap is for text extraction, attachments go up to 50 pages', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const res = await boss().upload(
      'POST',
      `/api/properties/${property.id}/history`,
      formOf({ description: 'État des lieux', clientName: 'y' }, [
        { field: 'documents', name: 'etat-des-lieux.pdf', body: await blankPdf(12) },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['etat-des-lieux.pdf']);
  });

  it('keeps a visit’s time (HH:MM in and out, one hour by default) and refuses a bad one in French', async () => {
    const sale = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const res = await boss().post(`/api/properties/${sale.id}/history`, {
      date: '2026-03-12',
      startTime: '14:30',
      description: 'Visite avec le couple Martin',
      clientName: 'Léa Martin',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      type: 'visit',
      date: '2026-03-12',
      startTime: '14:30',
      durationMinutes: 60,
    });
    const list = await world.actors.memberA.client.get(`/api/properties/${sale.id}/history`);
    expect(list.body.entries[0]).toMatchObject({ id: res.body.id, startTime: '14:30' });

    const before = await historyCount(sale.id);
    const bad = await boss().post(`/api/properties/${sale.id}/history`, {
      date: '2026-03-12',
      startTime: '25:00',
      description: 'Visite',
      clientName: 'Léa Martin',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.startTime).toBe(calendarMessages.timeInvalid);
    expect(await historyCount(sale.id)).toEqual(before);
  });

  it('gives a photo a small WebP thumbnail behind the agency; other files have none', async () => {
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const res = await boss().upload(
      'POST',
      `/api/properties/${property.id}/history`,
      formOf({ description: 'Visite', clientName: 'Hugo Martin' }, [
        { field: 'documents', name: 'salon.jpg', body: await jpeg({ width: 1200, height: 900 }) },
        { field: 'documents', name: 'compte-rendu.pdf', body: PDF },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    const photo = res.body.documents.find((d: { fileName: string }) => d.fileName === 'salon.webp');
    const pdf = res.body.documents.find((d: { fileName: string }) => d.fileName === 'compte-rendu.pdf');
    expect(photo.thumbnailUrl).toBe(`/api/documents/${photo.id}/thumbnail`);
    expect(pdf.thumbnailUrl).toBeNull();
    const listed = await world.actors.memberA.client.get(`/api/properties/${property.id}/history`);
    expect(listed.body.entries[0].documents).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: photo.id, thumbnailUrl: photo.thumbnailUrl })]),
    );

    const thumb = await world.actors.memberA.client.get(photo.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(thumb.raw)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 180]);
    expect(thumb.raw.byteLength).toBeLessThan(photo.sizeBytes);

    expect((await world.actors.bossB.client.get(photo.thumbnailUrl)).status).toBe(404);
    expect((await boss().get(`/api/documents/${pdf.id}/thumbnail`)).status).toBe(404);
  });

  it("answers 404 for another agency's property", async () => {
    const property = await createProperty(t.db, world.agencyB.id);
    const list = await boss().get(`/api/properties/${property.id}/history`);
    expect(list.status).toBe(404);
    expect(list.body.error.message).toBe(propertyMessages.notFound);
  });
});
