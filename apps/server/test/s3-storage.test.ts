import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createProviders } from '../src/providers';
import { S3Storage } from '../src/storage/s3-storage';
import { createWorld } from './helpers/actors';
import { formOf, jpeg, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp } from './helpers/test-app';

/**
 * A minimal S3-compatible endpoint (path-style PutObject, GetObject, DeleteObjects) so the real
 * AWS SDK client signs and sends real HTTP requests. It is not S3: no multipart upload, no ACLs.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
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
        res.writeHead(200, { ETag: '"etag"' }).end();
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
  return { server, objects, seen };
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
    const { storage } = await createProviders(config, undefined as never);
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
      { storage: (await createProviders(config, undefined as never)).storage },
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
});
