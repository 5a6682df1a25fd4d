import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createProviders } from '../src/providers';
import { sweepOrphanFiles } from '../src/storage/orphan-sweep';
import { S3Storage } from '../src/storage/s3-storage';
import { createWorld } from './helpers/actors';
import { formOf, jpeg, propertyWithPhoto, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp } from './helpers/test-app';

/** Keys per ListObjectsV2 answer: small, so a listing of a few objects already needs continuation. */
const FAKE_LIST_PAGE = 2;

/**
 * A minimal S3-compatible endpoint (path-style PutObject, GetObject, DeleteObjects, ListObjectsV2)
 * so the real AWS SDK client signs and sends real HTTP requests. It is not S3: no multipart upload,
 * no ACLs.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const modified = new Map<string, Date>();
  const seen: { method: string; path: string; signed: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const key = decodeURIComponent(url.pathname.slice(1));
      seen.push({
        method: req.method ?? '',
        path: key,
        signed: /^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? ''),
      });
      const body = Buffer.concat(chunks);
      if (req.method === 'PUT') {
        objects.set(key, body);
        modified.set(key, new Date());
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const bucket = key.replace(/\/$/, '');
        const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        // Like S3, the token names the last key returned: keys deleted meanwhile shift nothing.
        const after = url.searchParams.get('continuation-token');
        const rest = after ? all.filter((k) => k > after) : all;
        const page = rest.slice(0, FAKE_LIST_PAGE);
        const more = rest.length > FAKE_LIST_PAGE;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${k.slice(bucket.length + 1)}</Key><LastModified>${modified.get(k)!.toISOString()}</LastModified><Size>${objects.get(k)!.length}</Size></Contents>`,
          )
          .join('');
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
          );
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>absent</Message></Error>');
        } else {
          res
            .writeHead(200, { 'Content-Length': String(found.length), 'Content-Type': 'image/webp' })
            .end(found);
        }
      } else if (req.method === 'POST' && url.searchParams.has('delete')) {
        const bucket = key.replace(/\/$/, '');
        for (const m of body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g))
          objects.delete(`${bucket}/${m[1]}`);
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            '<?xml version="1.0"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>',
          );
      } else {
        res.writeHead(400).end();
      }
    });
  });
  return { server, objects, modified, seen };
}

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
