import fs from 'node:fs';
import { listingImportMessages } from '@immopilote/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports, properties, propertyPhotos } from '../src/db/schema';
import { IMPORT_BUCKET } from '../src/modules/listing-import/listing-import-report';
import { createWorld, type World } from './helpers/actors';
import {
  fixtureJpeg,
  fixtureTechnicalId,
  type PolirisFixtureOptions,
  polirisExportZip,
} from './helpers/poliris-export-fixture';
import { startTestApp, type TestApp } from './helpers/test-app';

const m = listingImportMessages;
let t: TestApp;
let world: World;
beforeAll(async () => {
  // A 1 MB limit stands in for the production gigabyte (the oversized test).
  t = await startTestApp({ LISTING_IMPORT_MAX_MB: '1' });
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;

function formOf(zip: Uint8Array, name = 'export-hektor.zip') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(zip)], name, { type: 'application/zip' }));
  return form;
}

async function upload(zip: Uint8Array, client = boss()) {
  return client.upload('POST', '/api/imports/listings', formOf(zip));
}

/** Upload, let the dry run finish, answer the import with its report. */
async function analysed(zip: Uint8Array) {
  const res = await upload(zip);
  expect(res.status, res.text).toBe(201);
  expect(res.body.status).toBe('analysing');
  await t.deps.jobs.runUntilIdle();
  const got = await boss().get(`/api/imports/listings/${res.body.id}`);
  expect(got.status).toBe(200);
  return got.body;
}

async function confirmed(id: string) {
  const res = await boss().post(`/api/imports/listings/${id}/confirm`);
  expect(res.status, res.text).toBe(200);
  expect(res.body.status).toBe('running');
  await t.deps.jobs.runUntilIdle();
  return (await boss().get(`/api/imports/listings/${id}`)).body;
}

const agencyListings = () =>
  t.db
    .select()
    .from(properties)
    .where(and(eq(properties.agencyId, world.agencyA.id), isNotNull(properties.importRef)));

describe('a Hektor export (Windows-1252, 4.09, photos) imported, then re-imported', () => {
  const opts: PolirisFixtureOptions = { listings: 6, photosPerListing: 3 };

  it('shows a dry-run report before anything is written', async () => {
    const zip = await polirisExportZip({
      ...opts,
      mutate: (c, i) => {
        if (i === 5) c[10] = 'Nous consulter'; // a bad price: refused, said
        if (i === 6) c[86] = 'absente.jpg'; // a photo the archive lacks
      },
    });
    const report = await analysed(zip);
    expect(report.status).toBe('ready');
    const a = report.analysis;
    expect(a).toMatchObject({
      version: '4.09',
      application: 'Hektor / 5.4.2',
      encoding: 'windows-1252',
      lines: 6,
      toCreate: 5,
      toUpdate: 0,
      refused: 1,
      photos: { found: 14, missing: 1, byUrl: 0, overLimit: 0 },
    });
    expect(a.problems).toContainEqual({
      line: 5,
      rank: 11,
      level: 'error',
      message: m.problems.badPrice('Nous consulter'),
    });
    expect(a.problems).toContainEqual({
      line: 6,
      rank: null,
      level: 'warning',
      message: m.problems.photoMissing('absente.jpg'),
    });
    expect(a.mapping).toContainEqual({
      rank: 11,
      column: 'Prix / Loyer / Prix de cession',
      field: 'Prix',
      count: 6,
    });
    expect(a.mapping.find((r: { field: string }) => r.field === 'Photos')?.count).toBe(18);
    // The negotiator's contact and private comments are filled in the export, and not taken.
    expect(a.unmapped.map((r: { rank: number }) => r.rank)).toEqual(
      expect.arrayContaining([1, 7, 105, 106, 107, 122]),
    );
    expect(await agencyListings()).toEqual([]);
    // « Annuler »: nothing written, the file gone.
    const cancelled = await boss().post(`/api/imports/listings/${report.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    const [row] = await t.db.select().from(imports).where(eq(imports.id, report.id));
    expect(row?.storageKey).toBeNull();
  });

  it('imports the listings with their photos, facts, DPE and mandate numbers as text', async () => {
    const report = await analysed(await polirisExportZip(opts));
    expect(report.analysis).toMatchObject({ toCreate: 6, toUpdate: 0, refused: 0 });
    const done = await confirmed(report.id);
    expect(done.status, JSON.stringify(done)).toBe('done');
    expect(done.result).toMatchObject({
      created: 6,
      updated: 0,
      notImported: 0,
      photos: 18,
      photosSkipped: 0,
    });
    expect(done.result.mandates).toHaveLength(6);
    expect(done.result.mandates[0]).toMatchObject({ number: 'M2401', date: '2025-09-02', exclusive: true });

    const rows = await agencyListings();
    expect(rows).toHaveLength(6);
    const two = rows.find((r) => r.importRef === fixtureTechnicalId(2))!;
    expect(two).toMatchObject({
      type: 'Vente',
      kind: 'appartement',
      dpeClass: 'D',
      feesPayer: 'acquereur',
      status: 'Disponible',
    });
    expect(two.description).toContain('Au cœur de Villeurbanne');
    expect(two.description).toContain('«\u00a0honoraires inclus\u00a0»');
    const photos = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, two.id));
    expect(photos).toHaveLength(3);
    // Through the app's photo pipeline: WebP, readable by the property page.
    const photo = await boss().get(`/api/photos/${photos[0]!.id}/thumb`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const listing = await boss().get(`/api/properties/${two.id}`);
    expect(listing.status).toBe(200);
    expect(listing.body.photos).toHaveLength(3);
    // No register entry was made from the old mandate numbers.
    const mandates = await boss().get('/api/mandates');
    expect(JSON.stringify(mandates.body)).not.toContain('M2402');
  });

  it('re-importing the same export with new prices updates, never duplicates', async () => {
    const before = await agencyListings();
    const report = await analysed(await polirisExportZip({ ...opts, priceDelta: 1000 }));
    expect(report.analysis).toMatchObject({ toCreate: 0, toUpdate: 6 });
    const done = await confirmed(report.id);
    expect(done.result).toMatchObject({ created: 0, updated: 6, photos: 0 });
    const after = await agencyListings();
    expect(after).toHaveLength(6);
    expect(new Set(after.map((r) => r.id))).toEqual(new Set(before.map((r) => r.id)));
    const two = (rows: typeof before) => rows.find((r) => r.importRef === fixtureTechnicalId(2))!;
    expect(two(after).priceExclFees).toBe(two(before).priceExclFees! + 1000);
    const photos = await t.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, two(after).id));
    expect(photos).toHaveLength(3);
    const list = await boss().get('/api/imports/listings');
    expect(
      list.body.imports.slice(0, 2).map((i: { created: number; updated: number }) => [i.created, i.updated]),
    ).toEqual([
      [0, 6],
      [6, 0],
    ]);
  });

  it('reads a UTF-8 export of another version (4.12, 334 columns)', async () => {
    const report = await analysed(
      await polirisExportZip({
        listings: 2,
        photosPerListing: 1,
        version: '4.12',
        encoding: 'utf-8',
        application: 'Apimo',
      }),
    );
    expect(report.analysis).toMatchObject({ version: '4.12', encoding: 'utf-8', refused: 0, toUpdate: 2 });
    await boss().post(`/api/imports/listings/${report.id}/cancel`);
  });
});

describe('bad input: clear French answers, nothing written', () => {
  it('329 columns where the file declares 4.12 (334), and the reverse', async () => {
    const short = await analysed(
      await polirisExportZip({ listings: 2, version: '4.12', columns: 329, photosPerListing: 0 }),
    );
    expect(short.analysis.refused).toBe(2);
    expect(short.analysis.problems[0]).toMatchObject({
      line: 1,
      level: 'error',
      message: m.problems.columnsMismatch(329, '4.12', 334),
    });
    const confirm = await boss().post(`/api/imports/listings/${short.id}/confirm`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.error.message).toBe(m.nothingToImport);
    await boss().post(`/api/imports/listings/${short.id}/cancel`);

    const long = await analysed(
      await polirisExportZip({ listings: 1, version: '4.09', columns: 334, photosPerListing: 0 }),
    );
    expect(long.analysis.problems[0]?.message).toBe(m.problems.columnsMismatch(334, '4.09', 329));
    await boss().post(`/api/imports/listings/${long.id}/cancel`);
  });

  it('a ZIP with ../ names is refused whole', async () => {
    const zip = zipSync({
      'Annonces.csv': strToU8('"a"'),
      '../../etc/cron.d/evil': strToU8('* * * * * root rm -rf /'),
    });
    const res = await upload(zip);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.zipSlip('../../etc/cron.d/evil'));
  });

  it('a file that is not a ZIP, renamed .zip', async () => {
    const res = await upload(new TextEncoder().encode('%PDF-1.7 pas une archive'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.notZip);
  });

  it('a ZIP without Annonces.csv', async () => {
    const res = await upload(zipSync({ 'lisez-moi.txt': strToU8('bonjour') }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.noAnnonces);
  });

  it('an oversized ZIP is refused before it is stored (limit set to 1 MB here)', async () => {
    const noise = Buffer.alloc(1_300_000);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const res = await upload(zipSync({ 'Annonces.csv': strToU8('"a"'), 'bruit.jpg': [noise, { level: 0 }] }));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(m.tooLarge(1));
    const files = fs.existsSync(`${t.config.dataDir}/files/${IMPORT_BUCKET}`)
      ? fs.readdirSync(`${t.config.dataDir}/files/${IMPORT_BUCKET}`, { recursive: true })
      : [];
    expect(files.filter((f) => String(f).endsWith('.zip'))).toEqual([]);
  });

  it('a zip bomb entry (a « photo » inflating far past its limit) is skipped, the listing kept', async () => {
    const bomb = Buffer.alloc(40 * 1024 * 1024); // 40 MB of zeros: ~40 KB deflated
    const base = await polirisExportZip({ listings: 1, photosPerListing: 0 });
    const lines = new TextDecoder().decode(zipEntry(base, 'Annonces.csv'));
    const cells = lines.trim().slice(1, -1).split('"!#"');
    cells[84] = 'bombe.jpg';
    cells[85] = 'vraie.jpg';
    cells[174] = 'bomb-1';
    const zip = zipSync({
      'Annonces.csv': strToU8(`"${cells.join('"!#"')}"\r\n`),
      'Config.txt': strToU8('Version=4.09\r\n'),
      'bombe.jpg': [bomb, { level: 9 }],
      'vraie.jpg': [await fixtureJpeg(3, 200), { level: 0 }],
    });
    expect(zip.length).toBeLessThan(1024 * 1024);
    const report = await analysed(zip);
    expect(report.analysis.photos).toMatchObject({ found: 1, missing: 1 });
    expect(report.analysis.problems).toContainEqual({
      line: 1,
      rank: null,
      level: 'warning',
      message: m.problems.photoTooLarge('bombe.jpg'),
    });
    const done = await confirmed(report.id);
    expect(done.result).toMatchObject({ created: 1, photos: 1, photosSkipped: 1 });
  });

  it('a zip bomb whose header lies about its size is stopped at the real bytes', async () => {
    const base = await polirisExportZip({ listings: 1, photosPerListing: 0 });
    const lines = new TextDecoder().decode(zipEntry(base, 'Annonces.csv'));
    const cells = lines.trim().slice(1, -1).split('"!#"');
    cells[84] = 'menteuse.jpg';
    cells[174] = 'bomb-2';
    const zip = zipSync({
      'Annonces.csv': strToU8(`"${cells.join('"!#"')}"\r\n`),
      'menteuse.jpg': [Buffer.alloc(30 * 1024 * 1024), { level: 9 }],
    });
    lieAboutSize(zip, 'menteuse.jpg', 1000);
    const report = await analysed(zip);
    expect(report.analysis.photos.found).toBe(1); // the header says 1 KB
    const done = await confirmed(report.id);
    expect(done.status).toBe('done');
    expect(done.result).toMatchObject({ created: 1, photos: 0, photosSkipped: 1 });
  });
});

describe('who may import', () => {
  it('another agency’s import is a 404 on every route', async () => {
    const report = await analysed(await polirisExportZip({ listings: 1, photosPerListing: 0 }));
    const other = world.actors.bossB.client;
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/confirm'],
      ['POST', '/cancel'],
    ] as const) {
      const res = await other.request(method, `/api/imports/listings/${report.id}${suffix}`);
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body.error.message).toBe(m.notFound);
    }
    expect((await other.get('/api/imports/listings')).body.imports).toEqual([]);
    await boss().post(`/api/imports/listings/${report.id}/cancel`);
  });

  it('a member without the head’s role cannot import', async () => {
    const res = await upload(
      await polirisExportZip({ listings: 1, photosPerListing: 0 }),
      world.actors.memberA.client,
    );
    expect(res.status).toBe(403);
  });
});

describe('a run that dies (kill -9) ends cleanly and resumes', () => {
  it('a silent run is failed with a French message, then « Importer » resumes it without duplicates', async () => {
    const report = await analysed(await polirisExportZip({ listings: 3, photosPerListing: 1 }));
    // The process died after confirming, before its job wrote anything: no heartbeat for long.
    await t.db
      .update(imports)
      .set({ status: 'running', heartbeatAt: new Date(Date.now() - 3600_000) })
      .where(eq(imports.id, report.id));
    const stale = await boss().get(`/api/imports/listings/${report.id}`);
    expect(stale.body).toMatchObject({ status: 'failed', error: m.interrupted });
    const resumed = await confirmed(report.id);
    expect(resumed.status).toBe('done');
    expect(resumed.result.created + resumed.result.updated).toBe(3);
    const refs = (await agencyListings()).map((r) => r.importRef);
    expect(refs.length).toBe(new Set(refs).size);
  });
});

// ---- ZIP surgery for the hostile archives -------------------------------------------------------

function zipEntry(zip: Uint8Array, name: string): Uint8Array {
  return unzipSync(zip, { filter: (f) => f.name === name })[name]!;
}

/** Writes `size` as the entry's uncompressed size in its local header and its central record. */
function lieAboutSize(zip: Uint8Array, name: string, size: number) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const nameBytes = new TextEncoder().encode(name);
  const matches = (at: number) => nameBytes.every((b, i) => zip[at + i] === b);
  for (let i = 0; i < zip.length - 4; i += 1) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50 && view.getUint16(i + 26, true) === nameBytes.length && matches(i + 30)) {
      view.setUint32(i + 22, size, true);
    }
    if (sig === 0x02014b50 && view.getUint16(i + 28, true) === nameBytes.length && matches(i + 46)) {
      view.setUint32(i + 24, size, true);
    }
  }
}
