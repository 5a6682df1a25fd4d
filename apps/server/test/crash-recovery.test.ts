/**
 * A server process killed with `kill -9` in the middle of a multi-photo upload leaves files that no
 * row names (issue 9, item 4); the restarted server's start-up sweep removes them and keeps every
 * referenced one; the same for an état des lieux's photos, sent again by the phone after the cut (issue 31).
 * Runs the real `main.ts` on an embedded (PGlite) data directory, the default installation, and the
 * durable steps (webhook, exports) on the pass's database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import { createAgencyWithBoss, createClient, createProperty } from './factories';
import { documents, inspectionPhotos, propertyPhotos } from '../src/db/schema';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { objectKey } from '../src/storage/storage';
import { FakeStripe } from './helpers/fake-stripe';
import { createPostgresTestDatabase } from './helpers/test-database';
import { formOf, jpeg, validPropertyFields } from './helpers/property-fixtures';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-crash-'));
const photosDir = path.join(dataDir, 'files', 'property-photos');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const openDataDir = () => openDatabase({ kind: 'pglite', dataDir });

/** Every file of the photo bucket, as its storage key. */
function photoFiles(): string[] {
  if (!fs.existsSync(photosDir)) return [];
  return fs
    .readdirSync(photosDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(photosDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

const inspectionsDir = path.join(dataDir, 'files', 'inspections');

/** Every file of the inspections bucket, as its storage key. */
function inspectionFiles(): string[] {
  if (!fs.existsSync(inspectionsDir)) return [];
  return fs
    .readdirSync(inspectionsDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(inspectionsDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

async function inspectionKeys(database: Database): Promise<string[]> {
  const rows = await database.ownerDb.select().from(inspectionPhotos);
  return rows.map((r) => r.storageKey).sort();
}

async function referencedKeys(database: Database): Promise<string[]> {
  const rows = await database.ownerDb.select().from(propertyPhotos);
  return rows.flatMap((r) => [r.thumbKey, r.largeKey]).sort();
}

async function noisyJpeg(): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.imul(i, 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

/** The PostgreSQL pass (DATABASE_URL) runs what follows on PostgreSQL; the embedded runs belong to the PGlite pass. */
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

// Files and their sweep do not depend on the database: the PGlite pass covers them once.
describe.skipIf(ON_POSTGRES)('kill -9 during a multi-photo upload', () => {
  it('leaves orphans that the sweep removes after a restart; referenced photos stay', async () => {
    const seed = await openDataDir();
    await migrateDatabase(seed);
    const { boss } = await createAgencyWithBoss(seed.ownerDb, { subscription: 'premium' });
    const { token } = await createSession(seed.ownerDb, boss.user.id, 3600_000, 'vitest');
    await seed.close();

    const first = await start();
    const client = first.client();
    client.setCookie(SESSION_COOKIE, token);
    const kept = await client.upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields(), [{ field: 'photos', name: 'façade.jpg', body: await jpeg() }]),
    );
    expect(kept.status, kept.text).toBe(201);
    const before = photoFiles();
    expect(before).toHaveLength(2);

    // Twenty photos: all are re-encoded, then stored one after the other, then recorded in one
    // transaction. The process dies as soon as the first of them is on disk.
    // Noise does not compress: each stored file takes real time to write, so the kill lands mid-way.
    const photo = await noisyJpeg();
    const upload = client
      .upload(
        'POST',
        '/api/properties',
        formOf(
          validPropertyFields({ name: 'Maison interrompue' }),
          Array.from({ length: 20 }, (_, i) => ({ field: 'photos', name: `p${i}.jpg`, body: photo })),
        ),
      )
      .catch((err: unknown) => err);
    const deadline = Date.now() + 120_000;
    while (photoFiles().length === before.length && Date.now() < deadline) {
      await new Promise((r) => setImmediate(r));
    }
    await first.crash();
    expect(await upload).toBeInstanceOf(Error);

    const orphans = photoFiles().filter((f) => !before.includes(f));
    expect(orphans.length).toBeGreaterThan(0);

    // The restarted server takes over the dead process's data directory; its start-up sweep (the
    // periodic job, run at once) is given no grace period, so every unreferenced file goes.
    const second = await start({ ORPHAN_FILE_GRACE_MINUTES: '0' });
    const until = Date.now() + 60_000;
    while (photoFiles().length > before.length && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(photoFiles()).toEqual(before);
    const again = second.client();
    again.setCookie(SESSION_COOKIE, token);
    const saved = await again.get(`/api/properties/${kept.body.id}`);
    expect(saved.status).toBe(200);
    for (const p of saved.body.photos) {
      expect((await again.get(p.thumbnailUrl)).status).toBe(200);
      expect((await again.get(p.largeUrl)).status).toBe(200);
    }
    expect((await again.get('/api/properties')).body.total).toBe(1);
    expect(await second.stop()).toBe(0);

    // What stayed is exactly what the rows name.
    const database = await openDataDir();
    try {
      expect(await referencedKeys(database)).toEqual(photoFiles());
    } finally {
      await database.close();
    }
  }, 300_000);

  it('the photos of an état des lieux sent from a phone, the process killed mid-way: no orphan, and the retry stores each once', async () => {
    const seed = await openDataDir();
    await migrateDatabase(seed);
    const { agency, boss } = await createAgencyWithBoss(seed.ownerDb, { subscription: 'premium' });
    const { token } = await createSession(seed.ownerDb, boss.user.id, 3600_000, 'vitest');
    const flat = await createProperty(seed.ownerDb, agency.id, {
      type: 'Location',
      name: 'T2 Croix-Rousse',
      rooms: 2,
    });
    await seed.close();

    const first = await start();
    const client = first.client();
    client.setCookie(SESSION_COOKIE, token);
    const entry = await client.post(`/api/properties/${flat.id}/inspections`, {
      kind: 'entry',
      inspectionDate: '2026-11-02',
    });
    expect(entry.status, entry.text).toBe(201);
    const inspectionId = entry.body.id as string;

    // A phone's queue after a room full of pictures: twelve photos, each under the id the phone
    // made. The process dies as soon as the first one is on disk.
    const photo = await noisyJpeg();
    const photoIds = Array.from({ length: 12 }, () => randomUUID());
    const send = (c: typeof client, id: string) =>
      c.upload(
        'PUT',
        `/api/inspections/${inspectionId}/photos/${id}`,
        formOf({}, [{ field: 'photo', name: `${id}.jpg`, body: photo, type: 'image/jpeg' }]),
      );
    const uploads = photoIds.map((id) => send(client, id).catch((err: unknown) => err));
    const deadline = Date.now() + 120_000;
    while (inspectionFiles().length === 0 && Date.now() < deadline) {
      await new Promise((r) => setImmediate(r));
    }
    await first.crash();
    // The kill landed mid-way: some sends were cut (the phone keeps them and sends them again).
    expect((await Promise.all(uploads)).some((r) => r instanceof Error)).toBe(true);

    const second = await start({ ORPHAN_FILE_GRACE_MINUTES: '0' });
    const again = second.client();
    again.setCookie(SESSION_COOKIE, token);
    const stored = await again.get(`/api/inspections/${inspectionId}`);
    expect(stored.status).toBe(200);
    // The start-up sweep leaves one file per photo the inspection holds, the rest (the killed
    // uploads' files) goes.
    const until = Date.now() + 60_000;
    while (inspectionFiles().length > stored.body.photos.length && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await second.stop()).toBe(0);
    let database = await openDataDir();
    try {
      expect(await inspectionKeys(database)).toEqual(inspectionFiles());
    } finally {
      await database.close();
    }

    // The phone sends its whole queue again when the network is back: each photo is stored once.
    const third = await start();
    const retry = third.client();
    retry.setCookie(SESSION_COOKIE, token);
    for (const id of photoIds) {
      const res = await send(retry, id);
      expect(res.status, res.text).toBe(200);
    }
    const inspection = await retry.get(`/api/inspections/${inspectionId}`);
    expect(inspection.body.photos.map((p: { id: string }) => p.id).sort()).toEqual([...photoIds].sort());
    expect(await third.stop()).toBe(0);
    database = await openDataDir();
    try {
      const keys = await inspectionKeys(database);
      expect(keys).toHaveLength(photoIds.length);
      expect(keys).toEqual(inspectionFiles());
    } finally {
      await database.close();
    }
  }, 300_000);
});

const WEBHOOK_SECRET = 'whsec_crash_secret';
const PRICES = { starter: 'price_starter', pro: 'price_pro', premium: 'price_premium' };
const stripeSigner = new Stripe('sk_test_dummy');
/**
 * Paid checkouts whose webhook's process is killed right after its answer, one restart each: with
 * the agency export's and the portal export's, ten `kill -9` per database (issue 25's « Done when »).
 */
const WEBHOOK_ROUNDS = 8;

/** The pass's database: PGlite in the default pass, PostgreSQL in the DATABASE_URL pass. */
const BACKENDS = [ON_POSTGRES ? { name: 'PostgreSQL', postgres: true } : { name: 'PGlite', postgres: false }];

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 90_000) {
  const deadline = Date.now() + ms;
  let last: T = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}

describe.each(BACKENDS)(
  'kill -9 during a paid checkout’s webhook, an agency export and a portal export ($name)',
  ({ postgres }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-crash-durable-'));
    let pg: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
    let fake: FakeStripe;
    let server: ServerProcess | undefined;
    let token: string;
    let agencyId: string;
    /** Agencies that pay through a webhook whose process is then killed, one per round. */
    const payers: { agencyId: string; token: string }[] = [];
    let env: Record<string, string>;

    const open = () =>
      postgres
        ? openDatabase({ kind: 'postgres', url: pg!.url, poolSize: 1 })
        : openDatabase({ kind: 'pglite', dataDir: dir });
    const head = () => {
      const client = server!.client();
      client.setCookie(SESSION_COOKIE, token);
      return client;
    };
    const restart = async () => {
      await server!.crash();
      server = await startServerProcess(env);
      running.push(server);
    };

    beforeAll(async () => {
      fake = await new FakeStripe().start();
      if (postgres) pg = await createPostgresTestDatabase();
      const seed = await open();
      await migrateDatabase(seed);
      // Not paying yet: the webhook below opens its subscription.
      const { agency, boss } = await createAgencyWithBoss(seed.ownerDb, { subscription: null });
      agencyId = agency.id;
      ({ token } = await createSession(seed.ownerDb, boss.user.id, 3600_000, 'vitest'));
      payers.push({ agencyId, token });
      for (let i = 1; i < WEBHOOK_ROUNDS; i++) {
        const other = await createAgencyWithBoss(seed.ownerDb, { subscription: null });
        const session = await createSession(seed.ownerDb, other.boss.user.id, 3600_000, 'vitest');
        payers.push({ agencyId: other.agency.id, token: session.token });
      }
      // Documents enough that the archive takes a moment to write: the kill lands while it is built
      // (24 MB were written between two polls on PostgreSQL on a quiet machine).
      const storage = new LocalDiskStorage(path.join(dir, 'files'));
      const client = await createClient(seed.ownerDb, agency.id);
      for (let i = 0; i < 24; i++) {
        const key = objectKey(agency.id, client.id, `${randomUUID()}.pdf`);
        const body = randomBytes(4 * 1024 * 1024);
        await storage.put('client-documents', key, body);
        await seed.ownerDb.insert(documents).values({
          agencyId: agency.id,
          clientId: client.id,
          storageKey: key,
          documentType: 'contrat.autre',
          fileName: `dossier-${i}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: body.length,
        });
      }
      await seed.close();
      env = {
        DATA_DIR: dir,
        ...(postgres ? { DATABASE_URL: pg!.url } : {}),
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_dummy',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_STARTER: PRICES.starter,
        STRIPE_PRICE_PRO: PRICES.pro,
        STRIPE_PRICE_PREMIUM: PRICES.premium,
        STRIPE_API_URL: fake.url,
        STALE_JOB_SECONDS: '5',
      };
      server = await startServerProcess(env);
      running.push(server);
    }, 300_000);

    afterAll(async () => {
      await server?.stop();
      await fake?.close();
      await pg?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('a webhook answered 204, then the process killed: the payment is applied after the restart', async () => {
      for (const payer of payers) {
        const subId = `sub_crash_${payer.agencyId.slice(0, 8)}`;
        fake.subscriptions.set(subId, {
          id: subId,
          customer: `cus_${subId}`,
          agencyId: payer.agencyId,
          price: PRICES.pro,
          status: 'active',
          periodEnd: Math.floor(Date.now() / 1000) + 30 * 86400,
        });
        // Stripe holds the re-read: the delivery is answered, its processing has not happened yet.
        let release: () => void = () => {};
        fake.hold = new Promise<void>((resolve) => {
          release = resolve;
        });
        const payload = JSON.stringify({
          id: `evt_crash_${randomUUID()}`,
          object: 'event',
          type: 'checkout.session.completed',
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: 'cs_crash',
              object: 'checkout.session',
              mode: 'subscription',
              client_reference_id: payer.agencyId,
              customer: `cus_${subId}`,
              subscription: subId,
              metadata: { agency_id: payer.agencyId },
            },
          },
        });
        const res = await fetch(`${server!.baseUrl}/api/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripeSigner.webhooks.generateTestHeaderString({
              payload,
              secret: WEBHOOK_SECRET,
            }),
          },
          body: payload,
        });
        expect(res.status).toBe(204);
        await restart();
        fake.hold = null;
        release();
        // Stripe does not deliver a 2xx again: the stored event is all there is.
        const client = server!.client();
        client.setCookie(SESSION_COOKIE, payer.token);
        const overview = await until(
          'subscription after the restart',
          async () => (await client.get('/api/subscription')).body,
          (body) => body.status === 'active',
        );
        expect(overview).toMatchObject({ status: 'active', plan: 'pro' });
      }
    }, 600_000);

    it('an agency export killed while it is built: it completes, or fails and a new one is accepted', async () => {
      expect((await head().post('/api/agency/export')).status).toBe(202);
      const during = await until(
        'export under way',
        async () => (await head().get('/api/agency/export')).body.latest,
        (latest) => latest.total > 0 || latest.status !== 'pending',
      );
      expect(during.status).toBe('pending');
      await restart();
      let latest = await until(
        'export after the restart',
        async () => (await head().get('/api/agency/export')).body.latest,
        (l) => l.status !== 'pending',
      );
      if (latest.status === 'failed') {
        expect((await head().post('/api/agency/export')).status).toBe(202);
        latest = await until(
          'new export',
          async () => (await head().get('/api/agency/export')).body.latest,
          (l) => l.status !== 'pending',
        );
      }
      expect(latest).toMatchObject({ status: 'ready', done: 25, total: 25 });
    }, 300_000);

    it('a portal export killed right after it was asked for: it finishes, or fails and a new one starts', async () => {
      await head().put('/api/agency/poliris-agency-id', { polirisAgencyId: 'SL-42' });
      const started = await head().post('/api/portal-export');
      expect(started.status).toBe(201);
      if (postgres) {
        // pg-boss hands a job to a process before it runs: one killed in between keeps it until the
        // job expires (15 minutes), then it runs again. Killed once the job beats, it fails fast.
        await until(
          'portal export under way',
          async () => (await head().get('/api/portal-export')).body.export,
          (e) => e.status !== 'pending',
        );
      }
      await restart();
      let latest = await until(
        'portal export after the restart',
        async () => (await head().get('/api/portal-export')).body.export,
        (e) => e.status === 'done' || e.status === 'failed',
      );
      if (latest.status === 'failed') {
        expect((await head().post('/api/portal-export')).status).toBe(201);
        latest = await until(
          'new portal export',
          async () => (await head().get('/api/portal-export')).body.export,
          (e) => e.status === 'done' || e.status === 'failed',
        );
      }
      expect(latest.status).toBe('done');
      // Nothing under way is left: another export starts at once.
      expect((await head().post('/api/portal-export')).status).toBe(201);
    }, 300_000);
  },
);
