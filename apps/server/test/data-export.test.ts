import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { AGENCY_EXPORT_KEEP_DAYS, dataExportMessages } from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, agencyExports, documents } from '../src/db/schema';
// Through the index: it loads every job, so the modules' import cycle through it resolves.
import { expireAgencyExportsJob } from '../src/modules/agency-export/expire-agency-exports.job';
import { agencyExportJob } from '../src/modules/agency-export/agency-export.job';
import { SESSION_COOKIE } from '../src/auth/sessions';
import { objectKey } from '../src/storage/storage';
import { createAgencyWithBoss, createClient, createHistoryEntry, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { mandateBody } from './helpers/mandate-fixtures';
import { createMatch } from './helpers/prospecting-fixtures';
import { propertyDocument, propertyWithPhoto } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A document of any owner, stored as the documents module stores it; its bytes are unique. */
async function storedDocument(
  agencyId: string,
  owner: { clientId?: string; historyId?: string; folder: string },
  fileName: string,
) {
  const body = Buffer.from(`%PDF-1.4\n% ${fileName} ${randomUUID()}\n`);
  const storageKey = objectKey(agencyId, owner.folder, `${randomUUID()}.pdf`);
  const bucket = owner.historyId ? 'history-documents' : 'client-documents';
  await t.deps.storage.put(bucket, storageKey, body, 'application/pdf');
  const [row] = await t.db
    .insert(documents)
    .values({
      agencyId,
      clientId: owner.clientId ?? null,
      historyId: owner.historyId ?? null,
      // A client's paper has a type (the privacy rules); a history attachment has none.
      documentType: owner.clientId ? 'identite.carte_identite' : null,
      storageKey,
      fileName,
      mimeType: 'application/pdf',
      sizeBytes: body.length,
    })
    .returning();
  return { row: row!, body };
}

const csvLines = (bytes: Uint8Array | undefined) => strFromU8(bytes!).trim().split('\r\n');

async function accessKinds(agencyId: string) {
  const rows = await t.db.select().from(accessLog).where(eq(accessLog.agencyId, agencyId));
  return rows.map((r) => r.kind);
}

describe('the agency export', () => {
  it('holds every record as CSV and JSON and every file, downloads once, and is logged', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    const { property, photo, body: photoBody } = await propertyWithPhoto(t, agency.id);
    const { document: propertyDoc, body: propertyDocBody } = await propertyDocument(
      t,
      agency.id,
      property.id,
    );
    const client = await createClient(t.db, agency.id, { fullName: 'Inès Garnier', firstName: 'Inès' });
    const clientDoc = await storedDocument(
      agency.id,
      { clientId: client.id, folder: client.id },
      'Avis d’impôt.pdf',
    );
    const entry = await createHistoryEntry(t.db, property, {
      clientId: client.id,
      clientName: 'Inès Garnier',
    });
    const historyDoc = await storedDocument(
      agency.id,
      { historyId: entry.id, folder: property.id },
      'Compte rendu de visite.pdf',
    );
    const mandate = await head.post('/api/mandates', await mandateBody(t.db, agency.id));
    expect(mandate.status, mandate.text).toBe(201);

    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await head.get('/api/agency/export')).body;
    // Four files (photo, property, client and history documents) and the data.
    expect(latest).toMatchObject({ status: 'ready', done: 5, total: 5, downloadedAt: null });
    const keptFor = new Date(latest.expiresAt).getTime() - new Date(latest.readyAt).getTime();
    expect(keptFor).toBe(AGENCY_EXPORT_KEEP_DAYS * 86_400_000);

    const [archive] = await t.db.select().from(agencyExports).where(eq(agencyExports.id, latest.id));
    const archiveKey = archive?.storageKey;
    const zip = await head.get(`/api/agency/export/${latest.id}/download`);
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.raw));
    const names = Object.keys(entries);
    expect(names).toEqual(
      expect.arrayContaining([
        'biens.csv',
        'clients.csv',
        'historique.csv',
        'mandats.csv',
        'fichiers.csv',
        'donnees.json',
        expect.stringMatching(/^registres\/registre-.*transaction.*\.csv$/),
        expect.stringMatching(/^registres\/registre-.*transaction.*\.pdf$/),
        expect.stringMatching(/^registres\/registre-.*gestion.*\.csv$/),
      ]),
    );
    const file = (path: string) => entries[path];
    const photoPath = names.find(
      (n) => n.startsWith(`fichiers/biens/${property.id}/photos/`) && n.includes(photo.id),
    );
    expect(Buffer.from(file(photoPath!)!)).toEqual(photoBody);
    expect(
      Buffer.from(
        file(`fichiers/biens/${property.id}/documents/${propertyDoc.id}-Diagnostic énergétique.pdf`)!,
      ),
    ).toEqual(propertyDocBody);
    expect(Buffer.from(file(`fichiers/clients/${client.id}/${clientDoc.row.id}-Avis d’impôt.pdf`)!)).toEqual(
      clientDoc.body,
    );
    expect(
      Buffer.from(
        file(`fichiers/biens/${property.id}/historique/${historyDoc.row.id}-Compte rendu de visite.pdf`)!,
      ),
    ).toEqual(historyDoc.body);
    // Every file the index names is in the archive.
    const indexed = csvLines(file('fichiers.csv'))
      .slice(1)
      .map((line) => line.split(';')[0]);
    expect(indexed).toHaveLength(4);
    for (const path of indexed) expect(names).toContain(path);

    expect(csvLines(file('mandats.csv'))[1]).toContain(`${mandate.body.id};transaction;1;`);
    // The mandator is a client too: two lines besides the header.
    const clientLines = csvLines(file('clients.csv'));
    expect(clientLines).toHaveLength(3);
    expect(clientLines.some((line) => line.startsWith(`${client.id};Inès Garnier;`))).toBe(true);
    const data = JSON.parse(strFromU8(file('donnees.json')!));
    expect(data.mandates.map((m: { id: string }) => m.id)).toEqual([mandate.body.id]);
    expect(data.history.map((h: { id: string }) => h.id)).toEqual([entry.id]);
    const exported = data.clients.find((c: { id: string }) => c.id === client.id);
    expect(exported.documents.map((d: { id: string }) => d.id)).toEqual([clientDoc.row.id]);

    // Downloaded once: the archive and its file are gone, the state says when, a second try is refused in French.
    await expect
      .poll(async () => (await head.get('/api/agency/export')).body.latest.downloadedAt)
      .not.toBeNull();
    const storedKey = async () =>
      (await t.db.select().from(agencyExports).where(eq(agencyExports.id, latest.id)))[0]?.storageKey;
    await expect.poll(storedKey).toBeNull();
    expect(await t.deps.storage.get('agency-exports', archiveKey!)).toBeNull();
    const again = await head.get(`/api/agency/export/${latest.id}/download`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(dataExportMessages.alreadyDownloaded);
    expect(await accessKinds(agency.id)).toEqual(['agency_export']);
  });

  it('an archive past its keeping time is deleted with its file; a fresh one is not', async () => {
    const { boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    await head.post('/api/agency/export');
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await head.get('/api/agency/export')).body;
    const [row] = await t.db.select().from(agencyExports).where(eq(agencyExports.id, latest.id));
    const other = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const otherHead = await signedInClient(t, other.boss.user.id);
    await otherHead.post('/api/agency/export');
    await t.deps.jobs.runUntilIdle();

    await t.db
      .update(agencyExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(agencyExports.id, latest.id));
    await t.deps.jobs.enqueue(expireAgencyExportsJob, {}, { key: `expire-${randomUUID()}` });
    await t.deps.jobs.runUntilIdle();

    expect((await head.get('/api/agency/export')).body.latest).toBeNull();
    expect(await t.deps.storage.get('agency-exports', row!.storageKey!)).toBeNull();
    expect((await otherHead.get('/api/agency/export')).body.latest).toMatchObject({ status: 'ready' });
  });
});

describe('an export killed with its process', () => {
  it('stops beating: it shows failed, a new one is accepted, and the old job resumed later keeps nothing', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    // The row a killed process left: pending, its last sign of life older than STALE_JOB_SECONDS.
    const [killed] = await t.db
      .insert(agencyExports)
      .values({
        agencyId: agency.id,
        requestedBy: boss.user.id,
        heartbeatAt: new Date(Date.now() - t.config.staleJobMs - 1000),
      })
      .returning();
    expect((await head.get('/api/agency/export')).body.latest).toMatchObject({
      id: killed!.id,
      status: 'failed',
    });
    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await head.get('/api/agency/export')).body;
    expect(latest).toMatchObject({ status: 'ready' });
    expect(latest.id).not.toBe(killed!.id);

    // Its job, resumed after the restart, finds it failed and builds nothing.
    await t.deps.jobs.enqueue(agencyExportJob, {
      agencyId: agency.id,
      exportId: killed!.id,
      userId: boss.user.id,
    });
    await t.deps.jobs.runUntilIdle();
    const rows = await t.db.select().from(agencyExports).where(eq(agencyExports.agencyId, agency.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['ready']);
  });

  it('an export still waiting its turn (its job not started) is not taken for dead', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    // Queued behind another agency's long export for longer than STALE_JOB_SECONDS: no heartbeat yet.
    await t.db.insert(agencyExports).values({
      agencyId: agency.id,
      requestedBy: boss.user.id,
      createdAt: new Date(Date.now() - t.config.staleJobMs - 60_000),
    });
    expect((await head.get('/api/agency/export')).body.latest.status).toBe('pending');
    expect((await head.post('/api/agency/export')).status).toBe(409);
  });

  it('the hourly pass fails it too, with nobody looking', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const [killed] = await t.db
      .insert(agencyExports)
      .values({
        agencyId: agency.id,
        requestedBy: boss.user.id,
        heartbeatAt: new Date(Date.now() - t.config.staleJobMs - 1000),
      })
      .returning();
    await t.deps.jobs.enqueue(expireAgencyExportsJob, {}, { key: `expire-${randomUUID()}` });
    await t.deps.jobs.runUntilIdle();
    const [row] = await t.db.select().from(agencyExports).where(eq(agencyExports.id, killed!.id));
    expect(row!.status).toBe('failed');
  });
});

describe('a download cut short', () => {
  it('gives the archive back: it stays downloadable until a download completes', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    const client = await createClient(t.db, agency.id);
    // Incompressible and larger than the socket buffers: the answer cannot be sent before the reader leaves.
    const big = randomBytes(24 * 1024 * 1024);
    const storageKey = objectKey(agency.id, client.id, `${randomUUID()}.pdf`);
    await t.deps.storage.put('client-documents', storageKey, big, 'application/pdf');
    await t.db.insert(documents).values({
      agencyId: agency.id,
      clientId: client.id,
      storageKey,
      documentType: 'contrat.autre',
      fileName: 'Gros dossier.pdf',
      mimeType: 'application/pdf',
      sizeBytes: big.length,
    });
    await head.post('/api/agency/export');
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await head.get('/api/agency/export')).body;

    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${t.baseUrl}/api/agency/export/${latest.id}/download`,
        { headers: { cookie: `${SESSION_COOKIE}=${head.getCookie(SESSION_COOKIE)}` } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.destroy();
          resolve();
        },
      );
      req.on('error', reject);
    });
    await expect.poll(async () => (await head.get('/api/agency/export')).body.latest.downloadedAt).toBeNull();

    const whole = await head.get(`/api/agency/export/${latest.id}/download`);
    expect(whole.status).toBe(200);
    const entries = unzipSync(new Uint8Array(whole.raw));
    const copied = Object.keys(entries).find((n) => n.startsWith(`fichiers/clients/${client.id}/`));
    expect(Buffer.from(entries[copied!]!).equals(big)).toBe(true);
    expect((await head.get(`/api/agency/export/${latest.id}/download`)).status).toBe(409);
    // Both attempts are in the log: the first one did take data out.
    expect(await accessKinds(agency.id)).toEqual(['agency_export', 'agency_export']);
  });
});

describe('a client’s own data export', () => {
  it('one ZIP with the record, their documents’ files and the history naming them, logged with the client', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    const { property } = await propertyWithPhoto(t, agency.id);
    const client = await createClient(t.db, agency.id, { fullName: 'Paul Lefèvre', firstName: 'Paul' });
    const stranger = await createClient(t.db, agency.id);
    const identity = await storedDocument(
      agency.id,
      { clientId: client.id, folder: client.id },
      'Pièce d’identité.pdf',
    );
    await storedDocument(agency.id, { clientId: stranger.id, folder: stranger.id }, 'Autre.pdf');
    const visit = await createHistoryEntry(t.db, property, {
      clientId: client.id,
      clientName: 'Paul Lefèvre',
    });
    await createHistoryEntry(t.db, property, { clientId: stranger.id });
    // What matching keeps about the client: a search, the consent, a listing proposed by e-mail.
    const match = await createMatch(t.db, agency.id, { clientId: client.id });
    const proposed = await head.post('/api/matches/propose', {
      matches: [{ searchId: match.searchId, propertyId: match.propertyId }],
    });
    expect(proposed.body.sent, JSON.stringify(proposed.body)).toBe(1);

    const res = await head.get(`/api/clients/${client.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    // The name keeps its accent in filename* (RFC 5987), and drops it only in the ASCII fallback.
    expect(res.headers.get('content-disposition')).toContain('donnees-client-Paul-Lefevre-');
    expect(res.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''donnees-client-Paul-Lef%C3%A8vre-",
    );
    const entries = unzipSync(new Uint8Array(res.raw));
    expect(Object.keys(entries).sort()).toEqual(
      [
        'client.csv',
        'client.xlsx',
        'demandes.csv',
        'demandes.xlsx',
        'documents.csv',
        'documents.xlsx',
        `documents/${identity.row.id}-Pièce d’identité.pdf`,
        'donnees.json',
        'dossiers.csv',
        'dossiers.xlsx',
        'historique.csv',
        'historique.xlsx',
        'offres.csv',
        'offres.xlsx',
        'propositions.csv',
        'propositions.xlsx',
        'recherches.csv',
        'recherches.xlsx',
      ].sort(),
    );
    expect(Buffer.from(entries[`documents/${identity.row.id}-Pièce d’identité.pdf`]!)).toEqual(identity.body);
    const data = JSON.parse(strFromU8(entries['donnees.json']!));
    expect(data.client).toMatchObject({ id: client.id, fullName: 'Paul Lefèvre' });
    expect(data.history.map((h: { id: string }) => h.id)).toEqual([visit.id]);
    expect(data.searches.map((x: { id: string }) => x.id)).toEqual([match.searchId]);
    expect(data.prospectingConsent).toMatchObject({ current: true, source: 'oral' });
    expect(data.proposals.map((x: { propertyId: string }) => x.propertyId)).toEqual([match.propertyId]);
    expect(csvLines(entries['recherches.csv'])[1]).toContain(match.searchId);
    expect(csvLines(entries['propositions.csv'])).toHaveLength(2);
    expect(csvLines(entries['client.csv'])[1]).toContain('Paul Lefèvre');

    const [logged] = await t.db.select().from(accessLog).where(eq(accessLog.agencyId, agency.id));
    expect(logged).toMatchObject({ kind: 'client_export', clientId: client.id, actorId: boss.user.id });
  });

  it('needs the client directory permission, and another agency’s client is a 404 that logs nothing', async () => {
    const { agency } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const client = await createClient(t.db, agency.id);
    const withoutPermission = await createUser(t.db, {
      agencyId: agency.id,
      status: 'active',
      permissions: ['add_property'],
    });
    const agent = await signedInClient(t, withoutPermission.user.id);
    expect((await agent.get(`/api/clients/${client.id}/export`)).status).toBe(403);
    const other = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const otherHead = await signedInClient(t, other.boss.user.id);
    expect((await otherHead.get(`/api/clients/${client.id}/export`)).status).toBe(404);
    expect(await accessKinds(agency.id)).toEqual([]);
    expect(await accessKinds(other.agency.id)).toEqual([]);
  });
});
