import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createProviders } from '../src/providers';
import { sweepOrphanFiles } from '../src/storage/orphan-sweep';
import { S3Storage } from '../src/storage/s3-storage';
import { createWorld } from './helpers/actors';
import { formOf, jpeg, propertyWithPhoto, validPropertyFields } from './helpers/property-fixtures';
import { fakeS3 } from './helpers/fake-s3';
import { startTestApp } from './helpers/test-app';

const fake = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

const s3Env = () => ({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'immopilote',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

describe('S3 storage driver (against a local fake S3 endpoint)', () => {
  it('is chosen by STORAGE_DRIVER=s3 and puts, gets and deletes with signed requests', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...s3Env() });
    const { storage } = await createProviders(config, undefined as never, { info() {} });
    expect(storage).toBeInstanceOf(S3Storage);
    const key = '11111111-2222-3333-4444-555555555555/p1/photo.webp';
    await storage.put('property-photos', key, Buffer.from('image'), 'image/webp');
    expect(fake.objects.get(`immopilote/property-photos/${key}`)?.toString()).toBe('image');
    const got = await storage.get('property-photos', key);
    const chunks: Buffer[] = [];
    for await (const c of got!.body) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe('image');
    expect(got!.size).toBe(5);
    expect(await storage.get('property-photos', 'absent/x/y.webp')).toBeNull();
    await storage.delete('property-photos', [key]);
    expect(fake.objects.has(`immopilote/property-photos/${key}`)).toBe(false);
    expect(fake.seen.every((r) => r.signed)).toBe(true);
  });

  it('serves the whole property flow: upload, serve and delete photos', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...s3Env() });
    const t = await startTestApp(
      {},
      { storage: (await createProviders(config, undefined as never, { info() {} })).storage },
    );
    try {
      const world = await createWorld(t);
      const created = await world.actors.bossA.client.upload(
        'POST',
        '/api/properties',
        formOf(validPropertyFields(), [{ field: 'photos', name: 'a.jpg', body: await jpeg() }]),
      );
      expect(created.status, created.text).toBe(201);
      const prefix = `immopilote/property-photos/${world.agencyA.id}/${created.body.id}/`;
      expect([...fake.objects.keys()].filter((k) => k.startsWith(prefix))).toHaveLength(2);
      const photo = await world.actors.memberA.client.get(created.body.photos[0].largeUrl);
      expect(photo.status).toBe(200);
      expect(photo.raw.byteLength).toBeGreaterThan(100);
      expect((await world.actors.bossA.client.delete(`/api/properties/${created.body.id}`)).status).toBe(204);
      expect([...fake.objects.keys()].filter((k) => k.startsWith(prefix))).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('lists a bucket page by page and sweeps its orphans like the local disk', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...s3Env() });
    const { storage } = await createProviders(config, undefined as never, { info() {} });
    const t = await startTestApp({}, { storage });
    try {
      const world = await createWorld(t);
      const { photo } = await propertyWithPhoto(t, world.agencyA.id);
      const orphans = [1, 2, 3].map((i) =>
        photo.largeKey.replace(/[^/]+$/, `00000000-0000-4000-8000-00000000000${i}.webp`),
      );
      for (const key of orphans) await storage.put('property-photos', key, Buffer.from('x'), 'image/webp');
      const listed = [];
      for await (const page of storage.list('property-photos', `${world.agencyA.id}/`)) listed.push(page);
      // Five objects, two per answer: three pages, each object with the time S3 recorded.
      expect(listed.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(
        listed
          .flat()
          .map((o) => o.key)
          .sort(),
      ).toEqual([photo.thumbKey, photo.largeKey, ...orphans].sort());
      expect(listed.flat().every((o) => o.lastModified instanceof Date)).toBe(true);

      const report = await sweepOrphanFiles(t.deps, { graceMs: 0 });
      expect(report.removed['property-photos']).toBe(3);
      const left = [...fake.objects.keys()].filter((k) =>
        k.startsWith(`immopilote/property-photos/${world.agencyA.id}/`),
      );
      expect(left.sort()).toEqual(
        [photo.thumbKey, photo.largeKey].map((k) => `immopilote/property-photos/${k}`).sort(),
      );
    } finally {
      await t.close();
    }
  });
  it('stores the streamed agency archive from its temporary file and serves it once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...s3Env() });
    const t = await startTestApp(
      {},
      { storage: (await createProviders(config, undefined as never, { info() {} })).storage },
    );
    try {
      const world = await createWorld(t);
      const { property, photo, body } = await propertyWithPhoto(t, world.agencyA.id);
      const head = world.actors.bossA.client;
      expect((await head.post('/api/agency/export')).status).toBe(202);
      await t.deps.jobs.runUntilIdle();
      const { latest } = (await head.get('/api/agency/export')).body;
      expect(latest).toMatchObject({ status: 'ready' });
      const prefix = `immopilote/agency-exports/${world.agencyA.id}/`;
      const stored = [...fake.objects.keys()].filter((k) => k.startsWith(prefix));
      expect(stored).toHaveLength(1);
      const zip = await head.get(`/api/agency/export/${latest.id}/download`);
      expect(zip.status).toBe(200);
      expect(Buffer.from(zip.raw)).toEqual(fake.objects.get(stored[0]!));
      const entries = unzipSync(new Uint8Array(zip.raw));
      const photoPath = Object.keys(entries).find((n) => n.includes(photo.id));
      expect(photoPath).toMatch(new RegExp(`^fichiers/biens/${property.id}/photos/`));
      expect(Buffer.from(entries[photoPath!]!)).toEqual(body);
      // Sent whole: the archive leaves the bucket.
      await expect.poll(() => fake.objects.has(stored[0]!)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
