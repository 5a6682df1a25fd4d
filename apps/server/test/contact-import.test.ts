import { contactImportMessages as m } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSearches, clients, imports, prospectingConsents } from '../src/db/schema';
import { contactImportTuning } from '../src/modules/contact-import/contact-import-run';
import { createClient, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;

function fileForm(bytes: Buffer | Uint8Array, fileName: string, type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

async function upload(bytes: Buffer | Uint8Array, fileName: string, client = boss()) {
  return client.upload('POST', '/api/contact-imports', fileForm(bytes, fileName));
}

async function importAll(id: string, mapping: Record<string, string>) {
  const started = await boss().post(`/api/contact-imports/${id}/start`, { mapping });
  expect(started.status, started.text).toBe(200);
  expect(started.body.status).toBe('running');
  await t.deps.jobs.runUntilIdle();
  const done = await boss().get(`/api/contact-imports/${id}`);
  expect(done.status).toBe(200);
  return done.body;
}

const clientsOfA = (email: string) =>
  t.db
    .select()
    .from(clients)
    .where(and(eq(clients.agencyId, world.agencyA.id), eq(clients.email, email)));

/** Mapping by suggestion: what the page sends when the person keeps every suggestion. */
const suggested = (columns: { index: number; suggested: string }[]) =>
  Object.fromEntries(columns.map((c) => [String(c.index), c.suggested]));

describe('a CSV in Windows-1252 from the previous software', () => {
  it('is read with its accents and a `;` inside a quoted field, mapped, previewed and imported', async () => {
    const csv = [
      'Nom;Prénom;Courriel;Portable;Statut;Budget;Ville;Surface min;Pièces;Type de bien;Commentaire;Consentement;Créé le',
      'Lefèvre;Hélène;helene.lefevre@exemple.fr;06 11 22 33 44;Acquéreur;350 000 €;Lyon;60;3;Appartement;"Préfère le soir; pas le lundi";oui;01/02/2024',
      'Garçon;Zoé;zoe.garcon@exemple.fr;+33 6 55 44 33 22;Vendeur;;;;;;"Vend la maison\nde sa mère";non;01/02/2024',
      'Bœuf;Noël;noel@exemple;;;;;;;;;;',
    ].join('\r\n');
    const res = await upload(iconv.encode(csv, 'windows-1252'), 'export-hektor.csv');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: 'ready',
      fileName: 'export-hektor.csv',
      format: 'csv',
      encoding: 'Windows-1252',
      delimiter: ';',
      rowCount: 3,
      done: 0,
      report: null,
    });
    const columns = res.body.columns as {
      index: number;
      header: string;
      suggested: string;
      examples: string[];
    }[];
    expect(columns.map((c) => [c.header, c.suggested])).toEqual([
      ['Nom', 'lastName'],
      ['Prénom', 'firstName'],
      ['Courriel', 'email'],
      ['Portable', 'phone'],
      ['Statut', 'roles'],
      ['Budget', 'budgetMax'],
      ['Ville', 'cities'],
      ['Surface min', 'surfaceMin'],
      ['Pièces', 'roomsMin'],
      ['Type de bien', 'kinds'],
      ['Commentaire', 'notes'],
      ['Consentement', 'consent'],
      ['Créé le', 'ignore'],
    ]);
    expect(columns[10]!.examples).toEqual(['Préfère le soir; pas le lundi', 'Vend la maison\nde sa mère']);
    const mapping = suggested(columns);

    const preview = await boss().post(`/api/contact-imports/${res.body.id}/preview`, { mapping });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.rows).toHaveLength(3);
    expect(preview.body.rows[0]).toMatchObject({
      line: 2,
      status: 'ok',
      contact: {
        fullName: 'Hélène Lefèvre',
        email: 'helene.lefevre@exemple.fr',
        phone: '06 11 22 33 44',
        consent: true,
      },
      search: expect.stringContaining('Lyon'),
      errors: [],
    });
    expect(preview.body.rows[1]).toMatchObject({ line: 3, status: 'ok', search: null });
    expect(preview.body.rows[2]).toMatchObject({
      line: 4,
      status: 'error',
      errors: [m.emailInvalid('noel@exemple')],
    });
    // Nothing written by the preview.
    expect(await clientsOfA('helene.lefevre@exemple.fr')).toEqual([]);

    const done = await importAll(res.body.id, mapping);
    expect(done).toMatchObject({ status: 'done', done: 3, total: 3 });
    expect(done.report).toMatchObject({ created: 2, searchesCreated: 1, duplicates: [] });
    expect(done.report.errors).toEqual([
      { line: 4, name: 'Noël Bœuf', messages: [m.emailInvalid('noel@exemple')] },
    ]);

    const [helene] = await clientsOfA('helene.lefevre@exemple.fr');
    expect(helene).toMatchObject({ fullName: 'Hélène Lefèvre', firstName: 'Hélène', roles: ['acquereur'] });
    expect(helene!.notes).toMatch(
      /^Préfère le soir; pas le lundi\n+Importé depuis «\u00a0export-hektor\.csv\u00a0» le /,
    );
    const [zoe] = await clientsOfA('zoe.garcon@exemple.fr');
    expect(zoe).toMatchObject({ fullName: 'Zoé Garçon', phone: '06 55 44 33 22', roles: ['vendeur'] });
    expect(zoe!.notes).toContain('Vend la maison\nde sa mère');

    // The buyer's search, as the directory's « Recherches » shows it.
    const searches = await boss().get(`/api/clients/${helene!.id}/searches`);
    expect(searches.status, searches.text).toBe(200);
    expect(searches.body.items).toHaveLength(1);
    expect(searches.body.items[0]).toMatchObject({
      transaction: 'achat',
      kinds: ['appartement'],
      budgetMax: 350000,
      surfaceMin: 60,
      roomsMin: 3,
      places: [{ code: '69123', name: 'Lyon' }],
    });
    // RGPD: consent as the file says, else none.
    const consents = await t.db
      .select()
      .from(prospectingConsents)
      .where(eq(prospectingConsents.agencyId, world.agencyA.id));
    expect(consents.map((c) => c.clientId)).toEqual([helene!.id]);
    expect(consents[0]).toMatchObject({ source: 'autre' });
    // The file is gone from storage once the import is done.
    const [row] = await t.db.select().from(imports).where(eq(imports.id, res.body.id));
    expect(row!.storageKey).toBeNull();
    // Starting again is refused: no double import.
    const again = await boss().post(`/api/contact-imports/${res.body.id}/start`, { mapping });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.notReady);
  });
});

describe('an XLSX workbook', () => {
  it('its first sheet is imported (a UTF-8 CSV with a comma delimiter too)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['Nom complet', 'E-mail', 'Téléphone', 'Type', 'Budget max', 'Secteur']);
    sheet.addRow(['Marc Aubert', 'marc.aubert@exemple.fr', 612121212, 'Acheteur', 420000, 'Toulon, 83400']);
    sheet.addRow([
      'Inès Haddad',
      { text: 'ines@exemple.fr', hyperlink: 'mailto:ines@exemple.fr' },
      '',
      'Bailleur',
      '',
      '',
    ]);
    workbook.addWorksheet('Autre').addRow(['rien']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(bytes, 'contacts.xlsx');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ format: 'xlsx', encoding: null, rowCount: 2 });
    const done = await importAll(res.body.id, suggested(res.body.columns));
    expect(done.report).toMatchObject({ created: 2, searchesCreated: 1, errors: [], duplicates: [] });
    const [marc] = await clientsOfA('marc.aubert@exemple.fr');
    expect(marc).toMatchObject({ firstName: 'Marc', fullName: 'Marc Aubert', phone: '06 12 12 12 12' });
    const [search] = await t.db.select().from(clientSearches).where(eq(clientSearches.clientId, marc!.id));
    expect(search).toMatchObject({ budgetMax: 420000, communeCodes: ['83137', '83069'] });
    expect(await clientsOfA('ines@exemple.fr')).toHaveLength(1);

    const utf8 = await upload(
      Buffer.from('\uFEFFNom,Prénom,Email\n"Durand, fils",Éric,eric@exemple.fr\n'),
      'c.csv',
    );
    expect(utf8.status, utf8.text).toBe(201);
    expect(utf8.body).toMatchObject({ encoding: 'UTF-8', delimiter: ',', rowCount: 1 });
    expect(utf8.body.columns[0].examples).toEqual(['Durand, fils']);
  });
});

describe('duplicates and bad rows', () => {
  it('duplicates within the file and against existing clients are skipped and reported; good rows imported', async () => {
    const existing = await createClient(t.db, world.agencyA.id, {
      email: 'deja.la@exemple.fr',
      phone: '07 00 00 00 01',
    });
    const other = await createClient(t.db, world.agencyA.id, {
      email: 'tel.connu@exemple.fr',
      phone: '07 00 00 00 02',
    });
    // Another agency's client with the same e-mail is no duplicate.
    await createClient(t.db, world.agencyB.id, { email: 'agence.b@exemple.fr' });
    const csv = [
      'Nom;Prénom;Email;Tél',
      'Martin;Paul;paul.martin@exemple.fr;06 01 02 03 04',
      'Martin;Paul;PAUL.MARTIN@exemple.fr ;',
      'Martinez;Paula;paula@exemple.fr;+33 6 01 02 03 04',
      'Déjà;Là;Deja.La@Exemple.fr;',
      'Connu;Tel;nouveau@exemple.fr;0033 7 00 00 00 02',
      ';Sans nom;sans.nom@exemple.fr;',
      'Sans;Email;;',
      'Agence;B;agence.b@exemple.fr;',
      'Bon;Numéro;bon@exemple.fr;12',
    ].join('\n');
    const res = await upload(Buffer.from(csv), 'doublons.csv');
    expect(res.status, res.text).toBe(201);
    const mapping = { 0: 'lastName', 1: 'firstName', 2: 'email', 3: 'phone' };

    const preview = await boss().post(`/api/contact-imports/${res.body.id}/preview`, { mapping });
    expect(preview.body.rows.map((r: { status: string }) => r.status)).toEqual([
      'ok',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'error',
      'error',
      'ok',
      'ok',
    ]);

    const done = await importAll(res.body.id, mapping);
    expect(done.report.created).toBe(3);
    expect(done.report.duplicates).toEqual([
      { line: 3, name: 'Paul Martin', email: 'paul.martin@exemple.fr', ofLine: 2, client: null },
      { line: 4, name: 'Paula Martinez', email: 'paula@exemple.fr', ofLine: 2, client: null },
      {
        line: 5,
        name: 'Là Déjà',
        email: 'deja.la@exemple.fr',
        ofLine: null,
        client: { id: existing.id, name: existing.fullName },
      },
      {
        line: 6,
        name: 'Tel Connu',
        email: 'nouveau@exemple.fr',
        ofLine: null,
        client: { id: other.id, name: other.fullName },
      },
    ]);
    expect(done.report.errors).toEqual([
      { line: 7, name: 'Sans nom', messages: [m.nameMissing] },
      { line: 8, name: 'Email Sans', messages: [m.emailMissing] },
    ]);
    expect(done.report.warnings).toEqual([
      { line: 10, name: 'Numéro Bon', messages: [m.phoneInvalid('12')] },
    ]);
    expect(await clientsOfA('paul.martin@exemple.fr')).toHaveLength(1);
    expect(await clientsOfA('paula@exemple.fr')).toEqual([]);
    expect(await clientsOfA('agence.b@exemple.fr')).toHaveLength(1);
    // The existing client is left as it was.
    const [kept] = await clientsOfA('deja.la@exemple.fr');
    expect(kept).toMatchObject({ fullName: existing.fullName, notes: null });
  });

  it('a job that dies between two batches resumes where it stopped: no contact written twice', async () => {
    const lines = Array.from({ length: 7 }, (_, i) => `Reprise;Numéro${i};reprise.${i}@exemple.fr`);
    lines.push('Reprise;Doublon;reprise.0@exemple.fr');
    const res = await upload(Buffer.from(['Nom;Prénom;Email', ...lines].join('\n')), 'reprise.csv');
    const saved = { ...contactImportTuning };
    let crashes = 0;
    contactImportTuning.batchSize = 3;
    contactImportTuning.afterBatch = async (batch) => {
      if (batch === 1 && crashes === 0) {
        crashes += 1;
        throw new Error('crash simulé');
      }
    };
    try {
      const done = await importAll(res.body.id, { 0: 'lastName', 1: 'firstName', 2: 'email' });
      expect(crashes).toBe(1);
      expect(done).toMatchObject({ status: 'done', done: 8, total: 8 });
      expect(done.report.created).toBe(7);
      expect(done.report.duplicates).toEqual([
        { line: 9, name: 'Doublon Reprise', email: 'reprise.0@exemple.fr', ofLine: 2, client: null },
      ]);
    } finally {
      Object.assign(contactImportTuning, saved);
    }
    const rows = await t.db.select().from(clients).where(eq(clients.fullName, 'Numéro0 Reprise'));
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 7; i++) expect(await clientsOfA(`reprise.${i}@exemple.fr`)).toHaveLength(1);
  });
  it('an import whose job failed for good is resumed by « Reprendre l’import », with the mapping it started with', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => `Relance;Numéro${i};relance.${i}@exemple.fr`);
    const res = await upload(Buffer.from(['Nom;Prénom;Email', ...lines].join('\n')), 'relance.csv');
    const mapping = { 0: 'lastName', 1: 'firstName', 2: 'email' };
    const saved = { ...contactImportTuning };
    contactImportTuning.batchSize = 1;
    contactImportTuning.afterBatch = async () => {
      throw new Error('disque plein');
    };
    try {
      const started = await boss().post(`/api/contact-imports/${res.body.id}/start`, { mapping });
      expect(started.status).toBe(200);
      await t.deps.jobs.runUntilIdle();
    } finally {
      Object.assign(contactImportTuning, saved);
    }
    const failed = await boss().get(`/api/contact-imports/${res.body.id}`);
    // One batch per attempt (the first and its three retries), then the job gives up.
    expect(failed.body).toMatchObject({ status: 'failed', done: 4 });
    // Resumed with another mapping asked: the one it started with is kept.
    const resumed = await boss().post(`/api/contact-imports/${res.body.id}/start`, {
      mapping: { 0: 'fullName', 1: 'ignore', 2: 'email' },
    });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body.mapping).toEqual(mapping);
    await t.deps.jobs.runUntilIdle();
    const done = await boss().get(`/api/contact-imports/${res.body.id}`);
    expect(done.body).toMatchObject({
      status: 'done',
      done: 5,
      report: { created: 5, duplicates: [], errors: [] },
    });
    for (let i = 0; i < 5; i++) {
      const rows = await clientsOfA(`relance.${i}@exemple.fr`);
      expect(rows.map((r) => r.fullName)).toEqual([`Numéro${i} Relance`]);
    }
  });
});

describe('abandoned imports', () => {
  it('an import left at the mapping step for a week is cancelled at the next upload, its file removed', async () => {
    const old = await upload(Buffer.from('Nom;Email\nA;a@exemple.fr\n'), 'oublie.csv');
    const [row] = await t.db.select().from(imports).where(eq(imports.id, old.body.id));
    expect(await t.deps.storage.get('imports', row!.storageKey!)).not.toBeNull();
    await t.db
      .update(imports)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(imports.id, old.body.id));
    expect((await upload(Buffer.from('Nom;Email\nB;b@exemple.fr\n'), 'nouveau.csv')).status).toBe(201);
    expect((await boss().get(`/api/contact-imports/${old.body.id}`)).body.status).toBe('cancelled');
    expect(await t.deps.storage.get('imports', row!.storageKey!)).toBeNull();
    const start = await boss().post(`/api/contact-imports/${old.body.id}/start`, {
      mapping: { 0: 'lastName', 1: 'email' },
    });
    expect(start.status).toBe(409);
  });
});

describe('refusals', () => {
  it('a file that is neither CSV nor XLSX is refused in French; nothing is kept', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n\u0000\u0001', 'latin1');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    // A ZIP without xl/workbook.xml (here: a Word-like archive name list) is not a workbook.
    const { zipSync } = await import('fflate');
    const notWorkbook = Buffer.from(zipSync({ 'word/document.xml': new TextEncoder().encode('<w/>') }));
    for (const [bytes, name] of [
      [pdf, 'contacts.csv'],
      [png, 'contacts.xlsx'],
      [notWorkbook, 'contacts.xlsx'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message).toBe(m.notSpreadsheet);
    }
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await upload(xls, 'contacts.xls')).body.error.message).toBe(m.oldExcel);
    expect((await upload(Buffer.from('Nom;Email\n'), 'vide.csv')).body.error.message).toBe(m.noRows);
    const rows = await t.db.select().from(imports).where(eq(imports.agencyId, world.agencyA.id));
    expect(rows.every((r) => r.status !== 'analysing')).toBe(true);
  });

  it('a file over the size limit is refused with a French 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const res = await upload(big, 'enorme.csv');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(m.tooLarge(10));
  });

  it('a mapping without a name or an e-mail, or naming a field twice, is a French 400', async () => {
    const res = await upload(Buffer.from('Nom;Email\nA;a@exemple.fr\n'), 'm.csv');
    const url = `/api/contact-imports/${res.body.id}/preview`;
    expect((await boss().post(url, { mapping: { 0: 'ignore', 1: 'email' } })).body.error.message).toBe(
      m.mappingNeedsName,
    );
    expect((await boss().post(url, { mapping: { 0: 'lastName', 1: 'ignore' } })).body.error.message).toBe(
      m.mappingNeedsEmail,
    );
    expect((await boss().post(url, { mapping: { 0: 'email', 1: 'email' } })).status).toBe(400);
    const unknown = await boss().post(url, { mapping: { 0: 'lastName', 1: 'email', 7: 'notes' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(m.mappingUnknownColumn);
  });

  it('another agency’s import is a 404; a member without the client directory permission gets a 403', async () => {
    const res = await upload(Buffer.from('Nom;Email\nA;a@exemple.fr\n'), 'a.csv');
    const other = world.actors.bossB.client;
    const mapping = { mapping: { 0: 'lastName', 1: 'email' } };
    expect((await other.get(`/api/contact-imports/${res.body.id}`)).status).toBe(404);
    expect((await other.post(`/api/contact-imports/${res.body.id}/preview`, mapping)).status).toBe(404);
    expect((await other.post(`/api/contact-imports/${res.body.id}/start`, mapping)).status).toBe(404);

    const user = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const noPermission = await signedInClient(t, user.user.id);
    expect((await upload(Buffer.from('Nom;Email\nA;a@exemple.fr\n'), 'a.csv', noPermission)).status).toBe(
      403,
    );
    expect((await noPermission.get(`/api/contact-imports/${res.body.id}`)).status).toBe(403);
    expect((await noPermission.post(`/api/contact-imports/${res.body.id}/start`, mapping)).status).toBe(403);
  });
});
