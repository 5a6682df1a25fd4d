import { insertExport, markDone } from '../src/modules/portal-export/portal-export.repo';
/**
 * The orphan-file sweep (issue 9, item 4): stored files that no row names and that are older than
 * the grace period go; referenced files and young files stay. The real crash is in crash-recovery.test.ts.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createProperty } from './factories';
import { eq } from 'drizzle-orm';
import { documents, feeInvoices, inspectionPhotos, inspections, leads } from '../src/db/schema';
import { APP_JOBS } from '../src/jobs';
import { sweepOrphanFilesJob } from '../src/storage/sweep-orphan-files.job';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { sweepOrphanFiles } from '../src/storage/orphan-sweep';
import { type Bucket, type ObjectStorage, objectKey } from '../src/storage/storage';
import { createWorld, type World } from './helpers/actors';
import { issueTestInvoice } from './helpers/invoice-fixtures';
import { propertyDocument, propertyWithPhoto } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const filesRoot = () => path.join(t.config.dataDir, 'files');
const pathOf = (bucket: Bucket, key: string) => path.join(filesRoot(), bucket, key);

/** Every stored file, as `bucket/key`. */
function storedFiles(): string[] {
  if (!fs.existsSync(filesRoot())) return [];
  return fs
    .readdirSync(filesRoot(), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(filesRoot(), path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

/** A file as a crashed save leaves it: stored, never recorded, last written `ageMs` ago. */
async function orphan(bucket: Bucket, key: string, ageMs: number) {
  await t.deps.storage.put(bucket, key, Buffer.from('orphelin'), 'application/octet-stream');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(pathOf(bucket, key), when, when);
  return `${bucket}/${key}`;
}

async function clientDocument(agencyId: string) {
  const client = await createClient(t.db, agencyId);
  const storageKey = objectKey(agencyId, client.id, `${randomUUID()}.pdf`);
  await t.deps.storage.put('client-documents', storageKey, Buffer.from('%PDF-1.4\n'), 'application/pdf');
  await t.db.insert(documents).values({
    agencyId,
    clientId: client.id,
    storageKey,
    fileName: "Pièce d'identité.pdf",
    mimeType: 'application/pdf',
    sizeBytes: 9,
    documentType: 'identite.carte_identite',
  });
  return `client-documents/${storageKey}`;
}

/** The latest portal export's ZIP, named by its row. */
async function portalExportZip(agencyId: string) {
  const row = await insertExport(t.db, agencyId, world.actors.bossA.userId!);
  const storageKey = objectKey(agencyId, row.id, 'immopilote_export.zip');
  await t.deps.storage.put('portal-exports', storageKey, Buffer.from('PK'), 'application/zip');
  await markDone(t.db, agencyId, row.id, { storageKey, included: 0, excluded: [], done: 0 });
  return `portal-exports/${storageKey}`;
}

/** A raw e-mail a lead names (issue 29). */
async function leadRawMessage(agencyId: string) {
  const id = randomUUID();
  const storageKey = objectKey(agencyId, id, 'message.eml');
  await t.deps.storage.put('inbound-mail', storageKey, Buffer.from('Subject: x'), 'message/rfc822');
  await t.db
    .insert(leads)
    .values({ id, agencyId, source: 'email', channel: 'import', name: 'Anonyme', rawKey: storageKey });
  return `inbound-mail/${storageKey}`;
}

/**
 * An inspection (issue 31) with a photo its row names and a content replaced from another device;
 * `inspectionId` for the orphans a killed upload leaves in the same folder.
 */
async function inspectionFiles(agencyId: string) {
  const property = await createProperty(t.db, agencyId, { type: 'Location' });
  const [inspection] = await t.db
    .insert(inspections)
    .values({
      agencyId,
      propertyId: property.id,
      propertyLabel: property.name,
      propertyAddress: property.address,
      kind: 'entry',
      inspectionDate: '2026-11-02',
      content: {} as never,
    })
    .returning();
  const photoId = randomUUID();
  const photoKey = objectKey(agencyId, inspection!.id, `${photoId}-a1b2c3.jpg`);
  await t.deps.storage.put('inspections', photoKey, Buffer.from('jpeg'), 'image/jpeg');
  await t.db.insert(inspectionPhotos).values({
    id: photoId,
    agencyId,
    inspectionId: inspection!.id,
    storageKey: photoKey,
    contentType: 'image/jpeg',
    bytes: 4,
    width: 1,
    height: 1,
    sha256: '0',
  });
  const replacedKey = objectKey(agencyId, inspection!.id, 'replaced-v3.json');
  await t.deps.storage.put('inspections', replacedKey, Buffer.from('{}'), 'application/json');
  return {
    inspectionId: inspection!.id,
    files: [`inspections/${photoKey}`, `inspections/${replacedKey}`],
  };
}

describe('orphan file sweep', () => {
  it('removes old unreferenced files and stale temporary files, keeps referenced and young ones', async () => {
    const a = world.agencyA.id;
    const b = world.agencyB.id;
    const { property, photo } = await propertyWithPhoto(t, a);
    const { document } = await propertyDocument(t, a, property.id);
    const referenced = [
      `property-photos/${photo.thumbKey}`,
      `property-photos/${photo.largeKey}`,
      `property-documents/${document.storageKey}`,
      await clientDocument(b),
      await portalExportZip(a),
      await leadRawMessage(a),
    ];
    const inspection = await inspectionFiles(a);
    referenced.push(...inspection.files);
    const invoice = await issueTestInvoice(t, a, world.actors.bossA.userId!);
    const [invoiceRow] = await t.db.select().from(feeInvoices).where(eq(feeInvoices.id, invoice.id));
    referenced.push(`invoices/${invoiceRow!.pdfKey}`);
    // Referenced files are kept however old they are.
    const past = new Date(Date.now() - 48 * HOUR);
    for (const file of referenced) fs.utimesSync(path.join(filesRoot(), file), past, past);

    const old = [
      await orphan('property-photos', objectKey(a, property.id, `${randomUUID()}.webp`), 2 * HOUR),
      await orphan('client-documents', objectKey(b, randomUUID(), `${randomUUID()}.pdf`), 2 * HOUR),
      await orphan('history-documents', objectKey(a, property.id, `${randomUUID()}.docx`), 2 * HOUR),
      // An export archive no export row names (its agency was deleted after the export).
      await orphan('agency-exports', objectKey(a, 'exports', `${randomUUID()}.zip`), 2 * HOUR),
      await orphan('portal-exports', objectKey(a, randomUUID(), 'immopilote_x.zip'), 2 * HOUR),
      // A raw e-mail whose lead was erased with its client.
      await orphan('inbound-mail', objectKey(a, randomUUID(), 'message.eml'), 2 * HOUR),
      // A write cut short by a crash: the temporary file beside its never-renamed target.
      await orphan('property-photos', `${photo.thumbKey}.${randomUUID()}.tmp`, 2 * HOUR),
      // A photo stored by an upload killed before its row was written.
      await orphan(
        'inspections',
        objectKey(a, inspection.inspectionId, `${randomUUID()}-d4e5f6.jpg`),
        2 * HOUR,
      ),
      // The replaced content of a draft since deleted.
      await orphan('inspections', objectKey(a, randomUUID(), 'replaced-v2.json'), 2 * HOUR),
      // An invoice PDF whose issuing transaction (the deed's) rolled back.
      await orphan('invoices', objectKey(a, randomUUID(), 'facture-FH-000002.pdf'), 2 * HOUR),
      // A lease document whose lease's transaction rolled back (issue 34).
      await orphan('leases', objectKey(a, randomUUID(), `bail-${randomUUID()}.pdf`), 2 * HOUR),
      // A charges regularisation or owner statement PDF whose row lost the unique index (issue 34).
      await orphan(
        'rental-owner',
        objectKey(a, randomUUID(), 'compte-rendu-de-gestion-2026-10-01-2026-10-31.pdf'),
        2 * HOUR,
      ),
      // A rent call's, a receipt's and a revision letter's PDF stored by a run killed before the key was noted, or
      // whose row was never written (issue 34).
      await orphan('rent-calls', objectKey(a, randomUUID(), 'avis-echeance-2026-11.pdf'), 2 * HOUR),
      await orphan('rent-receipts', objectKey(a, randomUUID(), 'quittance-2026-11.pdf'), 2 * HOUR),
      await orphan('rent-revisions', objectKey(a, randomUUID(), 'revision-loyer-2026-11-28.pdf'), 2 * HOUR),
      // Not an agency folder at all: no row can ever name it.
      await orphan('property-documents', 'pas-une-agence/x/y.pdf', 2 * HOUR),
    ];
    const young = await orphan('property-photos', objectKey(a, property.id, `${randomUUID()}.webp`), 60_000);
    expect(storedFiles()).toEqual([...referenced, ...old, young].sort());

    const report = await sweepOrphanFiles(t.deps, { graceMs: HOUR });
    expect(report.removed).toEqual({
      'property-photos': 2,
      'property-documents': 1,
      'client-documents': 1,
      'history-documents': 1,
      'agency-exports': 1,
      'portal-exports': 1,
      'inbound-mail': 1,
      'site-images': 0,
      signatures: 0,
      'owner-notices': 0,
      inspections: 2,
      invoices: 1,
      'dvf-imports': 0,
      imports: 0,
      leases: 1,
      'rental-owner': 1,
      'rent-revisions': 1,
      'rent-calls': 1,
      'rent-receipts': 1,
    });
    expect(storedFiles()).toEqual([...referenced, young].sort());

    // With no grace period, a young orphan goes too; referenced files never do.
    await sweepOrphanFiles(t.deps, { graceMs: 0 });
    expect(storedFiles()).toEqual([...referenced].sort());
  });

  it('asks each agency about its own keys only: a key in agency B cannot be kept by a row of agency A', async () => {
    const { photo } = await propertyWithPhoto(t, world.agencyA.id);
    // Same file name under B's folder: A's row names A's key, not this one.
    const foreign = photo.largeKey.replace(world.agencyA.id, world.agencyB.id);
    const copy = await orphan('property-photos', foreign, 2 * HOUR);
    await sweepOrphanFiles(t.deps, { graceMs: HOUR });
    expect(storedFiles()).not.toContain(copy);
    expect(storedFiles()).toContain(`property-photos/${photo.largeKey}`);
  });

  it('runs as an hourly job (and at start-up) with the configured grace period', async () => {
    expect(APP_JOBS).toContain(sweepOrphanFilesJob);
    expect(sweepOrphanFilesJob.everyHours).toBe(1);
    expect(t.config.storage.orphanGraceMs).toBe(HOUR);
    const { property } = await propertyWithPhoto(t, world.agencyA.id);
    const stale = await orphan(
      'property-photos',
      objectKey(world.agencyA.id, property.id, 'a.webp'),
      2 * HOUR,
    );
    const fresh = await orphan('property-photos', objectKey(world.agencyA.id, property.id, 'b.webp'), 60_000);
    await t.deps.jobs.enqueue(sweepOrphanFilesJob, {});
    await t.deps.jobs.runUntilIdle();
    expect(storedFiles()).not.toContain(stale);
    expect(storedFiles()).toContain(fresh);
  });

  it('lists a bucket in pages with last-modified times, temporary files included', async () => {
    const root = fs.mkdtempSync(path.join(t.config.dataDir, 'list-'));
    const storage: ObjectStorage = new LocalDiskStorage(root);
    const agency = randomUUID();
    const keys = Array.from({ length: 1203 }, (_, i) => `${agency}/p/${String(i).padStart(4, '0')}.webp`);
    for (const key of keys) await storage.put('property-photos', key, Buffer.from('x'), 'image/webp');
    fs.writeFileSync(path.join(root, 'property-photos', agency, 'p', '0000.webp.abc.tmp'), 'partiel');
    const pages: number[] = [];
    const listed: string[] = [];
    for await (const page of storage.list('property-photos', `${agency}/`)) {
      pages.push(page.length);
      for (const o of page) {
        expect(o.lastModified.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
        listed.push(o.key);
      }
    }
    expect(pages).toEqual([1000, 204]);
    expect(listed.sort()).toEqual([...keys, `${agency}/p/0000.webp.abc.tmp`].sort());
    expect(await collect(storage.list('property-photos', 'autre/'))).toEqual([]);
    expect(await collect(storage.list('client-documents'))).toEqual([]);
  });

  it('writes whole files only: a write that fails leaves neither the file nor its temporary copy', async () => {
    const root = fs.mkdtempSync(path.join(t.config.dataDir, 'put-'));
    const storage: ObjectStorage = new LocalDiskStorage(root);
    const key = `${randomUUID()}/p/occupe.webp`;
    // A folder where the file should land: the rename fails after the bytes were written.
    fs.mkdirSync(path.join(root, 'property-photos', key, 'x'), { recursive: true });
    await expect(storage.put('property-photos', key, Buffer.alloc(4096), 'image/webp')).rejects.toThrow();
    expect(await collect(storage.list('property-photos'))).toEqual([]);
    await storage.put('property-photos', `${key}-2`, Buffer.from('complet'), 'image/webp');
    expect((await collect(storage.list('property-photos'))).map((o) => o.key)).toEqual([`${key}-2`]);
  });
});

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}
