import { portalsMessages as m, propertyFactsMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBoxOf } from '../src/auth/secret-box';
import { portalConnections, portalUploads } from '../src/db/schema';
import { POLIRIS_COLUMNS } from '../src/modules/portal-export/poliris';
import { nightlyStart, portalPasswordContext } from '../src/modules/portals/portal-upload';
import { publishDueConnections } from '../src/modules/portals/portals.service';
import { createWorld, type World } from './helpers/actors';
import { startTestFtpServer, type TestFtpServer } from './helpers/ftp-server';
import { createMandator } from './helpers/mandate-fixtures';
import { polirisProblems } from './helpers/poliris-checker';
import { rank, readAnnonces, unzip } from './helpers/poliris-reader';
import { formOf, jpeg, rentalFacts, saleFacts, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
let ftp: TestFtpServer;
/** Every line the server logged while the tests ran (the password must never be among them). */
const logged: string[] = [];
/** Every answer the API gave in these tests. */
const answered: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
  ftp = await startTestFtpServer({ password: 'Pw-portail-Secret-7781' });
  for (const level of ['info', 'warn', 'error'] as const) {
    const original = t.app.log[level].bind(t.app.log);
    t.app.log[level] = ((...args: unknown[]) => {
      logged.push(asLogged(args));
      return (original as (...a: unknown[]) => void)(...args);
    }) as typeof t.app.log.info;
  }
});
afterAll(async () => {
  await ftp?.close();
  await t?.close();
});

/**
 * What a log line carries, as pino writes it: plain values, errors by name and message; the raw
 * request and reply objects (pino writes them through serializers) are left out.
 */
function asLogged(args: unknown[]): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(args, (_key, value: unknown) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (value && typeof value === 'object') {
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return '[objet]';
      if (seen.has(value)) return '[cycle]';
      seen.add(value);
    }
    return value;
  });
}

const boss = () => world.actors.bossA.client;
const member = () => world.actors.memberA.client;
const bossB = () => world.actors.bossB.client;

async function record<T extends { text: string }>(res: Promise<T>): Promise<T> {
  const r = await res;
  answered.push(r.text);
  return r;
}

const PORTAL_ID = 'SL-Canuts_042';
const FILE = `immopilote_${PORTAL_ID}.zip`;

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
}

async function completeSale(name: string, withPhoto = false) {
  const photos = withPhoto
    ? [{ field: 'photos', name: 'a.jpg', body: await jpeg(), type: 'image/jpeg' }]
    : [];
  const res = await boss().upload(
    'POST',
    '/api/properties',
    formOf(
      validPropertyFields({ price: '313500', name, description: 'Séjour plein sud.', ...saleFacts }),
      photos,
    ),
  );
  expect(res.status, res.text).toBe(201);
  await mandateFor(res.body.id, 'exclusif');
  return res.body.id as string;
}

async function publishAndWait(connectionId: string, client = boss()) {
  const res = await record(client.post(`/api/portals/connections/${connectionId}/publish`));
  expect(res.status, res.text).toBe(201);
  expect(res.body).toMatchObject({ status: 'pending', trigger: 'manual' });
  await t.deps.jobs.runUntilIdle();
  return lastUpload(connectionId);
}

async function lastUpload(connectionId: string) {
  const page = await record(member().get('/api/portals/publication'));
  expect(page.status).toBe(200);
  return page.body.items.find((i: { id: string }) => i.id === connectionId).lastUpload;
}

/** The hourly pass at 01:00 Paris: no nightly upload is due then, only the retries. */
async function retryPass() {
  const beforeNight = new Date(nightlyStart(new Date()).getTime() - 3_600_000);
  const queued = await publishDueConnections(t.deps, beforeNight);
  await t.deps.jobs.runUntilIdle();
  return queued;
}

const setPortals = (propertyId: string, portals: string[]) =>
  record(boss().put(`/api/properties/${propertyId}/portals`, { portals }));

const feedRows = () => readAnnonces(unzip(new Uint8Array(ftp.read(FILE)))['Annonces.csv']!);

let connectionId: string;
let saleId: string;
let rentalId: string;
let thirdId: string;
let incompleteId: string;

describe('portal connections (« Mon agence »)', () => {
  it('only the head reads and writes them; bad input is refused in French', async () => {
    expect((await member().get('/api/portals/connections')).status).toBe(403);
    const byMember = await member().post('/api/portals/connections', {
      portal: 'seloger',
      portalAgencyId: PORTAL_ID,
      host: ftp.host,
      username: ftp.user,
      password: ftp.password,
    });
    expect(byMember.status).toBe(403);
    expect((await boss().get('/api/portals/connections')).body).toEqual({ items: [] });

    const bad = await record(
      boss().post('/api/portals/connections', {
        portal: 'seloger',
        portalAgencyId: 'avec espace',
        host: 'ftp exemple',
        port: 70000,
        username: '',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toMatchObject({
      portalAgencyId: m.portalAgencyIdInvalid,
      host: m.hostInvalid,
      port: m.portInvalid,
      username: m.usernameInvalid,
      password: m.passwordRequired,
    });
    const noLabel = await boss().post('/api/portals/connections', {
      portal: 'poliris',
      portalAgencyId: 'X1',
      host: 'ftp.exemple.fr',
      username: 'u',
      password: 'p',
    });
    expect(noLabel.body.error.fieldErrors).toEqual({ label: m.labelRequired });
  });

  it('creates one per portal, seals the password and never answers it', async () => {
    const created = await record(
      boss().post('/api/portals/connections', {
        portal: 'seloger',
        portalAgencyId: ` ${PORTAL_ID} `,
        protocol: 'ftp',
        host: ftp.host,
        port: ftp.port,
        username: ftp.user,
        password: ftp.password,
        folder: '/',
        enabled: true,
      }),
    );
    expect(created.status, created.text).toBe(201);
    connectionId = created.body.id;
    expect(created.body).toMatchObject({
      portal: 'seloger',
      portalAgencyId: PORTAL_ID,
      hasPassword: true,
      heldCount: 0,
      lastUpload: null,
    });
    expect(created.body).not.toHaveProperty('password');
    const [row] = await t.db.select().from(portalConnections).where(eq(portalConnections.id, connectionId));
    expect(row!.passwordSealed).not.toContain(ftp.password);
    expect(secretBoxOf(t.config).open(row!.passwordSealed, portalPasswordContext(connectionId))).toBe(
      ftp.password,
    );
    // Sealed for this row: copied to another connection it does not open.
    expect(() =>
      secretBoxOf(t.config).open(row!.passwordSealed, portalPasswordContext(world.agencyA.id)),
    ).toThrow();

    const again = await boss().post('/api/portals/connections', {
      portal: 'seloger',
      portalAgencyId: 'X',
      host: 'h.fr',
      username: 'u',
      password: 'p',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.alreadyConnected);

    // An empty password on edit keeps the stored one.
    const edited = await record(
      boss().put(`/api/portals/connections/${connectionId}`, {
        portalAgencyId: PORTAL_ID,
        host: ftp.host,
        port: ftp.port,
        username: ftp.user,
        password: '',
        folder: '/',
        enabled: true,
      }),
    );
    expect(edited.status, edited.text).toBe(200);
    const [after] = await t.db.select().from(portalConnections).where(eq(portalConnections.id, connectionId));
    expect(after!.passwordSealed).toBe(row!.passwordSealed);
  });

  it('another agency’s connection is a 404 on every route', async () => {
    expect((await bossB().get('/api/portals/connections')).body).toEqual({ items: [] });
    const body = { portalAgencyId: 'X', host: 'h.fr', username: 'u', password: 'p' };
    expect((await bossB().put(`/api/portals/connections/${connectionId}`, body)).status).toBe(404);
    expect((await bossB().delete(`/api/portals/connections/${connectionId}`)).status).toBe(404);
    expect((await bossB().post(`/api/portals/connections/${connectionId}/publish`)).status).toBe(404);
    expect((await bossB().get('/api/portals/publication')).body).toEqual({ items: [] });
  });
});

describe('publishing to a real FTP server', () => {
  it('« Diffuser sur »: only connected portals; another agency’s listing is a 404', async () => {
    await boss().put('/api/agency/fee-scale', { feeScaleUrl: 'https://www.agence.fr/bareme.pdf' });
    saleId = await completeSale('Appartement Croix-Rousse', true);
    const rental = await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields({ type: 'Location', price: '1100', name: 'T2 meublé', ...rentalFacts })),
    );
    rentalId = rental.body.id;
    await mandateFor(rentalId, 'simple');
    thirdId = await completeSale('Maison des Pentes');
    const incomplete = await boss().post(
      '/api/properties',
      validPropertyFields({ name: 'Maison à compléter' }),
    );
    incompleteId = incomplete.body.id;

    const read = await record(member().get(`/api/properties/${saleId}/portals`));
    expect(read.body).toEqual({ available: [{ portal: 'seloger', name: 'SeLoger' }], selected: [] });
    const notConnected = await setPortals(saleId, ['leboncoin']);
    expect(notConnected.status).toBe(400);
    expect(notConnected.body.error.fieldErrors).toEqual({ portals: m.diffuseNotConnected });
    for (const id of [saleId, rentalId, incompleteId]) {
      const set = await setPortals(id, ['seloger']);
      expect(set.status, set.text).toBe(200);
      expect(set.body.selected).toEqual(['seloger']);
    }
    expect((await bossB().get(`/api/properties/${saleId}/portals`)).status).toBe(404);
    expect((await bossB().put(`/api/properties/${saleId}/portals`, { portals: [] })).status).toBe(404);
  });

  it('« Publier maintenant »: two listings sent, the incomplete one left out with why, the ZIP parses back', async () => {
    const upload = await publishAndWait(connectionId, member());
    expect(upload).toMatchObject({ status: 'sent', sent: 2, heldBefore: 0, error: null, fileName: FILE });
    expect(upload.excluded).toEqual([
      {
        propertyId: incompleteId,
        name: 'Maison à compléter',
        reasons: expect.arrayContaining([propertyFactsMessages.gaps.kind]),
      },
    ]);
    // Renamed into place: no temporary file left.
    expect(ftp.files()).toEqual([FILE]);
    const files = unzip(new Uint8Array(ftp.read(FILE)));
    const photos = Object.keys(files).filter((n) => n.endsWith('.jpg'));
    expect(photos).toHaveLength(1);
    expect(Object.keys(files).sort()).toEqual(['Annonces.csv', 'Config.txt', 'Photos.cfg', ...photos].sort());
    expect(Buffer.from(files['Config.txt']!).toString('latin1')).toContain('Version=4.12\r\n');
    const rows = readAnnonces(files['Annonces.csv']!);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.length === POLIRIS_COLUMNS && r.length === 334)).toBe(true);
    expect(rows.map((r) => rank(r, 1))).toEqual([PORTAL_ID, PORTAL_ID]);
    expect(rows.map((r) => rank(r, 301))).toEqual(['4.12', '4.12']);
    const techId = (id: string) => id.replaceAll('-', '').slice(0, 30);
    expect(rows.map((r) => rank(r, 175)).sort()).toEqual([techId(saleId), techId(rentalId)].sort());
    const saleRow = rows.find((r) => rank(r, 175) === techId(saleId))!;
    expect([rank(saleRow, 3), rank(saleRow, 11), rank(saleRow, 85)]).toEqual(['vente', '313500', photos[0]]);
    expect(polirisProblems(files['Annonces.csv']!, { internalIds: [world.agencyA.id] })).toEqual([]);
    const [conn] = await t.db.select().from(portalConnections).where(eq(portalConnections.id, connectionId));
    expect(conn!.heldCount).toBe(2);
    expect(ftp.logins.at(-1)).toEqual({ user: ftp.user, password: ftp.password });
  });

  it('a server that is down: a French status, and the next run retries and succeeds', async () => {
    const edit = (port: number) =>
      boss().put(`/api/portals/connections/${connectionId}`, {
        portalAgencyId: PORTAL_ID,
        host: ftp.host,
        port,
        username: ftp.user,
        folder: '/',
      });
    expect((await edit(1)).status).toBe(200);
    const failed = await publishAndWait(connectionId);
    expect(failed).toMatchObject({ status: 'failed', error: m.errors.unreachable('127.0.0.1:1') });
    expect(failed.error).toMatch(/injoignable/);
    await edit(ftp.port);
    expect(await retryPass()).toBe(1);
    expect(await lastUpload(connectionId)).toMatchObject({ status: 'sent', sent: 2, trigger: 'nightly' });
    // Nothing left to retry.
    expect(await retryPass()).toBe(0);
  });

  it('a wrong password (530): a French status, and the next run retries and succeeds', async () => {
    const withPassword = (password: string) =>
      boss().put(`/api/portals/connections/${connectionId}`, {
        portalAgencyId: PORTAL_ID,
        host: ftp.host,
        port: ftp.port,
        username: ftp.user,
        password,
        folder: '/',
      });
    await withPassword('Pas-le-bon-Mot-9');
    const failed = await publishAndWait(connectionId);
    expect(failed).toMatchObject({ status: 'failed', error: m.errors.auth });
    await withPassword(ftp.password);
    expect(await retryPass()).toBe(1);
    expect(await lastUpload(connectionId)).toMatchObject({ status: 'sent', sent: 2 });
  });

  it('a full disk: a French status, the feed in place untouched, and the next run retries and succeeds', async () => {
    const before = ftp.read(FILE);
    ftp.setDiskFull(true);
    const failed = await publishAndWait(connectionId);
    expect(failed).toMatchObject({ status: 'failed', error: m.errors.full });
    expect(ftp.files()).toEqual([FILE]);
    expect(ftp.read(FILE).equals(before)).toBe(true);
    ftp.setDiskFull(false);
    expect(await retryPass()).toBe(1);
    expect(await lastUpload(connectionId)).toMatchObject({ status: 'sent', sent: 2 });
  });

  it('the guard: more than half of what the portal holds would go, the head confirms, then it uploads', async () => {
    await setPortals(thirdId, ['seloger']);
    expect(await publishAndWait(connectionId)).toMatchObject({ status: 'sent', sent: 3 });
    expect(feedRows()).toHaveLength(3);

    await setPortals(rentalId, []);
    await setPortals(thirdId, []);
    const held = await publishAndWait(connectionId);
    expect(held).toMatchObject({
      status: 'needs_confirmation',
      sent: 1,
      heldBefore: 3,
      error: m.guardMoreThanHalf(1, 3),
    });
    // Nothing was sent: the portal keeps its three listings.
    expect(feedRows()).toHaveLength(3);
    // A later run does not send it either.
    expect(await retryPass()).toBe(0);

    expect((await member().post(`/api/portals/uploads/${held.id}/confirm`)).status).toBe(403);
    expect((await bossB().post(`/api/portals/uploads/${held.id}/confirm`)).status).toBe(404);
    const confirmed = await record(boss().post(`/api/portals/uploads/${held.id}/confirm`));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'pending', trigger: 'confirmed' });
    await t.deps.jobs.runUntilIdle();
    expect(await lastUpload(connectionId)).toMatchObject({ id: held.id, status: 'sent', sent: 1 });
    expect(feedRows()).toHaveLength(1);
    const again = await boss().post(`/api/portals/uploads/${held.id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.nothingToConfirm);
  });

  it('the guard: a feed with no listing while the portal holds some waits for the head', async () => {
    await setPortals(saleId, []);
    const held = await publishAndWait(connectionId);
    expect(held).toMatchObject({
      status: 'needs_confirmation',
      sent: 0,
      heldBefore: 1,
      error: m.guardEverything(1),
    });
    expect(feedRows()).toHaveLength(1);
  });

  it('the nightly pass: once a day after 02:00 Paris, never for a connection in pause', async () => {
    // Tomorrow just after 02:00 Paris: today's night may already have had its upload (the retries).
    const night = new Date(nightlyStart(new Date(Date.now() + 86_400_000)).getTime() + 60_000);
    await setPortals(saleId, ['seloger']);
    expect(await publishDueConnections(t.deps, night)).toBe(1);
    await t.deps.jobs.runUntilIdle();
    expect(await lastUpload(connectionId)).toMatchObject({ status: 'sent', trigger: 'nightly', sent: 1 });
    expect(await publishDueConnections(t.deps, new Date(night.getTime() + 3_600_000))).toBe(0);
    const paused = await boss().put(`/api/portals/connections/${connectionId}`, {
      portalAgencyId: PORTAL_ID,
      host: ftp.host,
      port: ftp.port,
      username: ftp.user,
      folder: '/',
      enabled: false,
    });
    expect(paused.status).toBe(200);
    const publish = await boss().post(`/api/portals/connections/${connectionId}/publish`);
    expect(publish.status).toBe(409);
    expect(publish.body.error.message).toBe(m.disabled);
  });

  it('the password never appears in an answer, an upload row or the log', async () => {
    const list = await record(boss().get('/api/portals/connections'));
    expect(list.body.items[0]).toMatchObject({ hasPassword: true });
    const uploads = await t.db.select().from(portalUploads);
    expect(uploads.length).toBeGreaterThan(5);
    for (const text of [...answered, JSON.stringify(uploads), ...logged]) {
      expect(text).not.toContain(ftp.password);
      expect(text).not.toContain('Pas-le-bon-Mot-9');
    }
    expect(logged.some((l) => l.includes('portal upload failed'))).toBe(true);
  });

  it('deleting the connection keeps the listings’ choice out of the way', async () => {
    expect((await boss().delete(`/api/portals/connections/${connectionId}`)).status).toBe(204);
    expect((await boss().get(`/api/properties/${saleId}/portals`)).body).toEqual({
      available: [],
      selected: [],
    });
  });
});
