/**
 * A server process killed with `kill -9` in the middle of a multi-photo upload leaves files that no
 * row names (issue 9, item 4); the restarted server's start-up sweep removes them and keeps every
 * referenced one.
 * Runs the real `main.ts` on an embedded (PGlite) data directory, the default installation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import { createAgencyWithBoss } from './factories';
import { propertyPhotos } from '../src/db/schema';
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

describe('kill -9 during a multi-photo upload', () => {
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
});
