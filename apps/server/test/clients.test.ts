import fs from 'node:fs';
import path from 'node:path';
import { clientMessages, pdfMessages } from '@immopilote/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createHistoryEntry, createProperty } from './factories';
import { clients, documents } from '../src/db/schema';
import { createWorld, type World } from './helpers/actors';
import { extract } from './helpers/extraction';
import { buildPdf, CORRUPTED_PDF, EXE_BYTES, FRENCH_PAGES, pdfForm } from './helpers/pdf-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
let world: World;
let member: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
  member = world.actors.memberA.client;
});
afterAll(() => t.close());

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
    : [];
};
const clientCount = async () => (await t.db.select().from(clients)).length;
const documentCount = async () => (await t.db.select().from(documents)).length;

const newClient = (over: Record<string, unknown> = {}) => ({
  fullName: 'Hélène Dupré',
  firstName: 'Hélène',
  email: `helene.${Math.random().toString(36).slice(2)}@exemple.fr`,
  phone: '06 12 34 56 78',
  birthDate: '1985-04-12',
  nationality: 'Française',
  maritalStatus: 'Mariée',
  profession: 'Architecte',
  address: '12 rue de la République\n69002 Lyon',
  notes: 'Cherche un T3 lumineux.',
  ...over,
});

async function extracted(client: TestClient, pdf: Buffer) {
  const { done } = await extract(client, pdf);
  return done!;
}

describe('client create, read, update', () => {
  it('creates a client with every editable field and reads it back', async () => {
    const res = await member.post('/api/clients', newClient());
    expect(res.status).toBe(201);
    const got = await member.get(`/api/clients/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      fullName: 'Hélène Dupré',
      birthDate: '1985-04-12',
      address: '12 rue de la République\n69002 Lyon',
      clientScore: null,
      documents: [],
    });
  });

  it('requires full name, first name and a valid e-mail, and creates nothing otherwise', async () => {
    const before = await clientCount();
    const res = await member.post('/api/clients', { fullName: ' ', firstName: '', email: 'pas-un-email' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fieldErrors).sort()).toEqual(['email', 'firstName', 'fullName']);
    expect(await clientCount()).toBe(before);
  });

  it('updates the editable fields, and empties optional ones', async () => {
    const created = (await member.post('/api/clients', newClient())).body;
    const res = await member.patch(
      `/api/clients/${created.id}`,
      newClient({ profession: '', phone: '+33 7 00 00 00 01' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.profession).toBeNull();
    const [row] = await t.db.select().from(clients).where(eq(clients.id, created.id));
    expect(row!.phoneDigits).toBe('0700000001');
  });
});

describe('directory: search and paging on the server', () => {
  let agencyId: string;
  let boss: TestClient;
  beforeAll(async () => {
    agencyId = world.agencyB.id;
    boss = world.actors.bossB.client;
    const base = Date.now() - 100_000;
    await createClient(t.db, agencyId, {
      fullName: 'Camille Martin',
      email: 'camille.martin@exemple.fr',
      phone: '06 11 22 33 44',
      createdAt: new Date(base),
    });
    await createClient(t.db, agencyId, {
      fullName: 'Louis Bernard',
      email: 'lb@societe.fr',
      phone: '+33 6.55.66.77.88',
      createdAt: new Date(base + 1000),
    });
    await createClient(t.db, agencyId, {
      fullName: 'Chloé Petit',
      email: 'chloe@exemple.fr',
      phone: null,
      createdAt: new Date(base + 2000),
    });
    for (let i = 0; i < 27; i++) {
      await createClient(t.db, agencyId, {
        fullName: `Prospect ${i}`,
        email: `p${i}@prospects.fr`,
        // Fixed landline numbers: a random mobile could contain the digits the phone search looks for.
        phone: `04 78 00 00 ${String(i).padStart(2, '0')}`,
        createdAt: new Date(base - 10_000 + i),
      });
    }
  });
  const search = async (q: string) =>
    (await boss.get(`/api/clients?q=${encodeURIComponent(q)}&pageSize=100`)).body.items.map(
      (c: { fullName: string }) => c.fullName,
    );

  it('lists newest first, paged, with the total', async () => {
    const first = await boss.get('/api/clients?page=1&pageSize=10');
    expect(first.body.total).toBe(30);
    expect(first.body.items.slice(0, 3).map((c: { fullName: string }) => c.fullName)).toEqual([
      'Chloé Petit',
      'Louis Bernard',
      'Camille Martin',
    ]);
    const last = await boss.get('/api/clients?page=3&pageSize=10');
    expect(last.body.items).toHaveLength(10);
    expect(last.body.items.at(-1).fullName).toBe('Prospect 0');
    const ids = new Set<string>();
    for (let p = 1; p <= 3; p++)
      for (const c of (await boss.get(`/api/clients?page=${p}&pageSize=10`)).body.items) ids.add(c.id);
    expect(ids.size).toBe(30);
  });

  it('matches full name or e-mail ignoring case and accents', async () => {
    expect(await search('camille')).toEqual(['Camille Martin']);
    expect(await search('CHLOÉ')).toEqual(['Chloé Petit']);
    // Without accents too: agents often type "chloe" for Chloé.
    expect(await search('chloe pe')).toEqual(['Chloé Petit']);
    expect(await search('SOCIETE.FR')).toEqual(['Louis Bernard']);
    expect(await search('zzz')).toEqual([]);
  });

  it('matches a phone by substring whatever the spaces, dots and +33 vs 0', async () => {
    for (const q of ['0611223344', '06 11 22', '06.11.22.33', '+33 6 11 22 33 44', '+33611', '22 33 44']) {
      expect(await search(q), q).toEqual(['Camille Martin']);
    }
    for (const q of ['06 55 66', '0655667788', '+33 6 55 66 77 88', '77.88']) {
      expect(await search(q), q).toEqual(['Louis Bernard']);
    }
  });

  it('treats % and _ literally', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it("never lists another agency's clients", async () => {
    const res = await world.actors.bossA.client.get('/api/clients?q=Camille Martin');
    expect(res.body.items).toEqual([]);
  });
});

describe('documents of a client', () => {
  it('Sauvegarder on /add-client creates the client with its document, stored under the agency and client', async () => {
    const pdf = await buildPdf(FRENCH_PAGES.map((text) => ({ text })));
    const { text, receipt } = await extracted(member, pdf);
    const res = await member.upload(
      'POST',
      '/api/clients/with-document',
      pdfForm(pdf, 'Bail signé.pdf', {
        documentType: 'contrat.bail',
        client: JSON.stringify(newClient()),
        text,
        receipt,
      }),
    );
    expect(res.status, res.text).toBe(201);
    const client = res.body;
    expect(client.documents).toHaveLength(1);
    expect(client.documents[0].text).toContain('1 250 €');
    const [row] = await t.db.select().from(documents).where(eq(documents.clientId, client.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${world.agencyA.id}/${client.id}/[0-9a-f-]{36}\\.pdf$`));
    const download = await member.get(client.documents[0].downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Bail _ Bail signe.pdf"; filename*=UTF-8''Bail%20%E2%80%93%20Bail%20sign%C3%A9.pdf`,
    );
    // A client's papers are personal data: no cache, not even the browser's, keeps a copy.
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(download.raw).equals(pdf)).toBe(true);
  });

  it('appends documents to an existing client, numbered in upload order', async () => {
    const created = (await member.post('/api/clients', newClient())).body;
    for (const line of ['Premier document', 'Second document']) {
      const pdf = await buildPdf([{ text: [line] }]);
      const { text, receipt } = await extracted(member, pdf);
      const res = await member.upload(
        'POST',
        `/api/clients/${created.id}/documents`,
        pdfForm(pdf, 'doc.pdf', { documentType: 'identite.passeport', text, receipt }),
      );
      expect(res.status).toBe(201);
      expect(res.body.fileName).toBe('doc.pdf');
    }
    const detail = (await member.get(`/api/clients/${created.id}`)).body;
    expect(detail.documents.map((d: { text: string }) => d.text)).toEqual([
      'Premier document',
      'Second document',
    ]);
  });

  it('refuses a rewritten text or another file than the one extracted', async () => {
    const created = (await member.post('/api/clients', newClient())).body;
    const pdf = await buildPdf([{ text: ['Texte original'] }]);
    const other = await buildPdf([{ text: ['Autre fichier'] }]);
    const { text, receipt } = await extracted(member, pdf);
    const before = [await documentCount(), storedFiles().length];
    for (const form of [
      pdfForm(pdf, 'a.pdf', { documentType: 'identite.passeport', text: `${text} falsifié`, receipt }),
      pdfForm(other, 'a.pdf', { documentType: 'identite.passeport', text, receipt }),
      pdfForm(pdf, 'a.pdf', { documentType: 'identite.passeport', text, receipt: '1.abc' }),
    ]) {
      const res = await member.upload('POST', `/api/clients/${created.id}/documents`, form);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(pdfMessages.receiptInvalid);
    }
    // A receipt of agency A is worthless to agency B.
    const res = await world.actors.bossB.client.upload(
      'POST',
      '/api/clients/with-document',
      pdfForm(pdf, 'a.pdf', {
        documentType: 'identite.passeport',
        client: JSON.stringify(newClient()),
        text,
        receipt,
      }),
    );
    expect(res.status).toBe(400);
    expect([await documentCount(), storedFiles().length]).toEqual(before);
  });

  it.each([
    ['a renamed .exe', EXE_BYTES, pdfMessages.notPdf, 400],
    ['an empty file', Buffer.alloc(0), pdfMessages.notPdf, 400],
    ['a corrupted PDF', CORRUPTED_PDF, pdfMessages.unreadable, 400],
  ])('refuses %s on save and leaves no client, row or file', async (_l, bytes, message, status) => {
    const before = [await clientCount(), await documentCount(), storedFiles().length];
    const res = await member.upload(
      'POST',
      '/api/clients/with-document',
      pdfForm(bytes, 'x.pdf', {
        documentType: 'identite.passeport',
        client: JSON.stringify(newClient()),
        text: 'x',
        receipt: '1.x',
      }),
    );
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect([await clientCount(), await documentCount(), storedFiles().length]).toEqual(before);
  });

  it('refuses a 4-page PDF on save', async () => {
    const pdf = await buildPdf([1, 2, 3, 4].map((n) => ({ text: [`Page ${n}`] })));
    const created = (await member.post('/api/clients', newClient())).body;
    const res = await member.upload(
      'POST',
      `/api/clients/${created.id}/documents`,
      pdfForm(pdf, 'x.pdf', { documentType: 'identite.passeport', text: 'x', receipt: '1.x' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(pdfMessages.tooManyPages);
  });

  it('a failed client insert removes the file it had stored (no orphan)', async () => {
    const pdf = await buildPdf([{ text: ['Sans client valide'] }]);
    const { text, receipt } = await extracted(member, pdf);
    const before = [await clientCount(), await documentCount(), storedFiles().length];
    const res = await member.upload(
      'POST',
      '/api/clients/with-document',
      pdfForm(pdf, 'x.pdf', {
        documentType: 'identite.passeport',
        client: JSON.stringify(newClient({ email: '' })),
        text,
        receipt,
      }),
    );
    expect(res.status).toBe(400);
    expect([await clientCount(), await documentCount(), storedFiles().length]).toEqual(before);
  });

  it('deleting a client deletes its rows and its stored files', async () => {
    const pdf = await buildPdf([{ text: ['À supprimer'] }]);
    const { text, receipt } = await extracted(member, pdf);
    const res = await member.upload(
      'POST',
      '/api/clients/with-document',
      pdfForm(pdf, 'x.pdf', {
        documentType: 'identite.passeport',
        client: JSON.stringify(newClient()),
        text,
        receipt,
      }),
    );
    const client = res.body;
    const [row] = await t.db.select().from(documents).where(eq(documents.clientId, client.id));
    const file = path.join(t.config.dataDir, 'files', 'client-documents', row!.storageKey);
    expect(fs.existsSync(file)).toBe(true);
    const del = await member.delete(`/api/clients/${client.id}`);
    expect(del.status).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect(await t.db.select().from(documents).where(eq(documents.clientId, client.id))).toEqual([]);
    expect((await member.get(`/api/clients/${client.id}`)).body.error.message).toBe(clientMessages.notFound);
    expect((await member.get(client.documents[0].downloadUrl)).status).toBe(404);
  });
});

describe('property documents', () => {
  it('appends a document to a property of the agency; another agency gets 404', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const pdf = await buildPdf([{ text: ['Diagnostic énergétique : classe C'] }]);
    const { text, receipt } = await extracted(member, pdf);
    const res = await member.upload(
      'POST',
      `/api/properties/${property!.id}/documents`,
      pdfForm(pdf, 'dpe.pdf', { text, receipt }),
    );
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(documents).where(eq(documents.propertyId, property!.id));
    expect(row!.text).toBe('Diagnostic énergétique : classe C');
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', 'property-documents', row!.storageKey))).toBe(
      true,
    );
    const other = await world.actors.bossB.client.upload(
      'POST',
      `/api/properties/${property!.id}/documents`,
      pdfForm(pdf, 'dpe.pdf', { text, receipt }),
    );
    expect(other.status).toBe(404);
    expect((await world.actors.bossB.client.get(res.body.downloadUrl)).status).toBe(404);
  });
});

describe('directory rows and the record’s visits', () => {
  it('gives each row its last contact (latest entry up to today, this agency’s only) in one page query', async () => {
    const agencyId = world.agencyA.id;
    const seen = await createClient(t.db, agencyId, { fullName: 'Margaux Contact' });
    const never = await createClient(t.db, agencyId, { fullName: 'Margaux Jamais' });
    const flat = await createProperty(t.db, agencyId, { type: 'Vente' });
    await createHistoryEntry(t.db, flat, { clientId: seen.id, date: '2026-03-14' });
    await createHistoryEntry(t.db, flat, { clientId: seen.id, date: '2026-05-02' });
    // A planned appointment is not a contact yet.
    await createHistoryEntry(t.db, flat, { clientId: seen.id, date: '2099-01-01' });
    // Another agency's entry naming this client (a forged link) must not count.
    const elsewhere = await createProperty(t.db, world.agencyB.id, { type: 'Vente' });
    await createHistoryEntry(t.db, elsewhere, { clientId: seen.id, date: '2026-06-01' });

    const res = await member.get('/api/clients?q=Margaux');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      res.body.items.map((c: { fullName: string; lastContactOn: string | null }) => [
        c.fullName,
        c.lastContactOn,
      ]),
    );
    expect(byName).toEqual({ 'Margaux Contact': '2026-05-02', 'Margaux Jamais': null });
    expect(res.body.items.find((c: { id: string }) => c.id === never.id)).toMatchObject({
      roles: [],
      candidateStatus: null,
    });
  });

  it('lists the history entries naming the client, newest first, with their property; 404 elsewhere', async () => {
    const agencyId = world.agencyA.id;
    const client = await createClient(t.db, agencyId, { fullName: 'Basile Visites' });
    const flat = await createProperty(t.db, agencyId, { type: 'Vente', name: 'T2 Confluence' });
    const house = await createProperty(t.db, agencyId, { type: 'Location', name: 'Maison Fourvière' });
    const first = await createHistoryEntry(t.db, flat, { clientId: client.id, date: '2026-02-01' });
    const second = await createHistoryEntry(t.db, house, {
      clientId: client.id,
      date: '2026-04-10',
      startTime: '14:30',
      durationMinutes: 45,
    });
    await createHistoryEntry(t.db, flat, { date: '2026-04-11' });

    const res = await member.get(`/api/clients/${client.id}/visits`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: second.id,
        propertyId: house.id,
        propertyName: 'Maison Fourvière',
        type: 'check-in-out',
        date: '2026-04-10',
        startTime: '14:30',
        description: second.description,
        clientNote: null,
      },
      {
        id: first.id,
        propertyId: flat.id,
        propertyName: 'T2 Confluence',
        type: 'visit',
        date: '2026-02-01',
        startTime: null,
        description: first.description,
        clientNote: null,
      },
    ]);
    expect(res.body.lastContactOn).toBe('2026-04-10');
    expect((await world.actors.bossB.client.get(`/api/clients/${client.id}/visits`)).status).toBe(404);
  });
});

describe("another agency's client is a 404", () => {
  it('for read, update, delete, documents and downloads', async () => {
    const pdf = await buildPdf([{ text: ['Pièce d’identité'] }]);
    const { text, receipt } = await extracted(member, pdf);
    const client = (
      await member.upload(
        'POST',
        '/api/clients/with-document',
        pdfForm(pdf, 'id.pdf', {
          documentType: 'identite.carte_identite',
          client: JSON.stringify(newClient()),
          text,
          receipt,
        }),
      )
    ).body;
    const b = world.actors.bossB.client;
    expect((await b.get(`/api/clients/${client.id}`)).status).toBe(404);
    expect((await b.patch(`/api/clients/${client.id}`, newClient())).status).toBe(404);
    expect((await b.delete(`/api/clients/${client.id}`)).status).toBe(404);
    expect((await b.get(client.documents[0].downloadUrl)).status).toBe(404);
    expect(
      (
        await b.upload(
          'POST',
          `/api/clients/${client.id}/documents`,
          pdfForm(pdf, 'x.pdf', { text, receipt }),
        )
      ).status,
    ).toBe(404);
    expect((await member.get(`/api/clients/${client.id}`)).status).toBe(200);
  });

  it('a member without the client directory permission cannot list clients nor download client papers', async () => {
    const { createUser } = await import('./factories');
    const { signedInClient } = await import('./helpers/actors');
    const user = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const c = await signedInClient(t, user.user.id);
    expect((await c.get('/api/clients')).status).toBe(403);
    // Agency A also has property documents: pick a client's one explicitly (row order is not guaranteed).
    const [doc] = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.agencyId, world.agencyA.id), isNotNull(documents.clientId)))
      .limit(1);
    expect(doc?.clientId).toBeTruthy();
    expect((await c.get(`/api/documents/${doc!.id}/download`)).status).toBe(404);
  });
});
