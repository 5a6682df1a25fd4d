import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { marketMessages } from '@immopilote/contracts';
import { parse } from 'csv-parse/sync';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvfImports, dvfSales, properties } from '../src/db/schema';
import { availableYears, downloadDepartmentYear } from '../src/modules/market/dvf-download';
import {
  DVF_MAX_INFLATE_RATIO,
  DVF_MAX_RECORD_BYTES,
  DvfFormatError,
  importDvf,
} from '../src/modules/market/dvf-import.service';
import { findComparables } from '../src/modules/market/market.service';
import { createAgencyWithBoss, createProperty } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { startFakeServer } from './helpers/fake-ai-servers';
import { startTestApp, type TestApp } from './helpers/test-app';

const SAMPLES = '/work/shared/data/dvf';
const TOULON = `${SAMPLES}/83137-2023.csv`;
const BOULOGNE = `${SAMPLES}/92012-2019.csv`;
const HENDAYE = `${SAMPLES}/64260-2019-2023.csv`;

const importFile = (t: TestApp, file: string) =>
  importDvf(t.db, { source: file, body: fs.createReadStream(file), bytesTotal: fs.statSync(file).size });

const importText = (t: TestApp, text: string) =>
  importDvf(t.db, { source: 'test.csv', body: Readable.from([Buffer.from(text)]), bytesTotal: text.length });

async function visibleSales(t: TestApp, communeCode: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(dvfSales)
    .innerJoin(dvfImports, eq(dvfImports.id, dvfSales.importId))
    .where(and(eq(dvfSales.communeCode, communeCode), eq(dvfImports.status, 'done')));
  return row!.n;
}

/**
 * The expected figures for Toulon flats of 48–72 m² in 2022–2023, computed from the raw file in a
 * few lines that share nothing with the importer: group rows by mutation, keep Vente/VEFA/
 * Adjudication with exactly one dwelling and no commercial premises, price ÷ built surface.
 */
function expectedToulonFlats(minSurface: number, maxSurface: number) {
  const rows = parse(fs.readFileSync(TOULON), { columns: true }) as Record<string, string>[];
  const mutations = new Map<string, Record<string, string>[]>();
  for (const r of rows) mutations.set(r.id_mutation!, [...(mutations.get(r.id_mutation!) ?? []), r]);
  const perM2: number[] = [];
  for (const rs of mutations.values()) {
    if (!['Vente', "Vente en l'état futur d'achèvement", 'Adjudication'].includes(rs[0]!.nature_mutation!))
      continue;
    const homes = rs.filter((r) => r.type_local === 'Appartement' || r.type_local === 'Maison');
    const keys = new Set(
      homes.map((r) =>
        [
          r.id_parcelle,
          r.type_local,
          r.surface_reelle_bati,
          r.nombre_pieces_principales,
          r.lot1_numero,
        ].join(),
      ),
    );
    if (
      keys.size !== 1 ||
      rs.some((r) => r.type_local!.startsWith('Local')) ||
      homes[0]!.type_local !== 'Appartement'
    )
      continue;
    const price = Number(rs[0]!.valeur_fonciere);
    const surface = Number(homes[0]!.surface_reelle_bati);
    if (!price || !surface || price < 10000 || surface < minSurface || surface > maxSurface) continue;
    if (price / surface < 300 || price / surface > 30000) continue;
    perM2.push(price / surface);
  }
  perM2.sort((a, b) => a - b);
  const q = (p: number) => {
    const i = (perM2.length - 1) * p;
    return perM2[Math.floor(i)]! + (perM2[Math.ceil(i)]! - perM2[Math.floor(i)]!) * (i - Math.floor(i));
  };
  return { count: perM2.length, median: q(0.5), q1: q(0.25), q3: q(0.75) };
}

describe('DVF import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('imports a commune file, and a second import of it replaces the first (idempotent)', async () => {
    const first = await importFile(t, TOULON);
    expect(first.rowsRead).toBe(8607);
    expect(first.replaced).toEqual(['83137:2023']);
    expect(first.dropped.not_a_sale).toBeGreaterThan(0);
    expect(await visibleSales(t, '83137')).toBe(first.salesKept);

    const second = await importFile(t, TOULON);
    expect(second.salesKept).toBe(first.salesKept);
    expect(await visibleSales(t, '83137')).toBe(first.salesKept);
    // Only the second import's rows are left: nothing doubled, nothing orphaned.
    const byImport = await t.db
      .select({ importId: dvfSales.importId, n: count() })
      .from(dvfSales)
      .where(eq(dvfSales.communeCode, '83137'))
      .groupBy(dvfSales.importId);
    expect(byImport).toEqual([{ importId: second.importId, n: first.salesKept }]);
  });

  it('reads the shipped gzip extract and the 41-column Hendaye variant', async () => {
    const gz = await importFile(t, 'apps/server/seed/dvf/92012-2019.csv.gz');
    const raw = await importFile(t, BOULOGNE);
    expect(gz.salesKept).toBe(raw.salesKept);
    expect(gz.salesKept).toBeGreaterThan(1500);
    const hendaye = await importFile(t, HENDAYE);
    expect(hendaye.replaced).toEqual(['64260:2019', '64260:2020', '64260:2021', '64260:2022', '64260:2023']);
    expect(hendaye.salesKept).toBeGreaterThan(2000);
  });

  it('refuses a raw DGFiP file and a file not grouped by mutation, leaving the data as it was', async () => {
    const before = await visibleSales(t, '83137');
    await expect(importText(t, 'Code service CH|Reference document|No disposition\n1|2|3\n')).rejects.toThrow(
      /pas au format geo-dvf/,
    );
    const lines = fs.readFileSync(TOULON, 'utf8').split('\n');
    const idOf = (line: string) => line.split(',')[0];
    const other = lines.find((l, i) => i > 0 && idOf(l) !== idOf(lines[1]!))!;
    const shuffled = [lines[0], lines[1], other, lines[1]].join('\n');
    const refused = importText(t, shuffled);
    await expect(refused).rejects.toBeInstanceOf(DvfFormatError);
    await expect(refused).rejects.toThrow(/pas groupé par mutation/);
    expect(await visibleSales(t, '83137')).toBe(before);
    const failed = await t.db.select().from(dvfImports).where(eq(dvfImports.status, 'failed'));
    expect(failed.length).toBe(2);
    expect(failed.every((f) => f.error)).toBe(true);
  });

  it('downloads a département from the open-data site (a local stand-in), one file per year', async () => {
    const gz = zlib.gzipSync(fs.readFileSync(TOULON));
    const served: string[] = [];
    const site = http.createServer((req, res) => {
      served.push(req.url ?? '');
      if (req.url === '/geo-dvf/latest/csv/') {
        res.end('<a href="2022/">2022/</a> <a href="2023/">2023/</a>');
      } else if (req.url === '/geo-dvf/latest/csv/2023/departements/83.csv.gz') {
        res.writeHead(200, { 'content-length': String(gz.length) });
        res.end(gz);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}/geo-dvf/latest/csv`;
    try {
      expect(await availableYears(base)).toEqual([2022, 2023]);
      expect(await downloadDepartmentYear(base, '83', 2022)).toBeNull();
      const file = await downloadDepartmentYear(base, '83', 2023);
      expect(file).toMatchObject({ source: 'département 83 (2023)', bytesTotal: gz.length });
      const summary = await importDvf(t.db, file!);
      expect(summary.bytesRead).toBe(gz.length);
      expect(summary.replaced).toEqual(['83137:2023']);
      expect(served).toContain('/geo-dvf/latest/csv/2023/departements/83.csv.gz');
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  /** `mib` MiB of `fill` gzipped behind `head`: about 1 KB of gzip per MiB. */
  async function gzipBomb(head: string, fill: string, mib: number): Promise<Buffer> {
    const gzip = zlib.createGzip({ level: 9 });
    const chunks: Buffer[] = [];
    gzip.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => gzip.on('end', resolve));
    gzip.write(head);
    const block = Buffer.alloc(1 << 20, fill);
    for (let i = 0; i < mib; i++) {
      if (!gzip.write(block)) await new Promise((resolve) => gzip.once('drain', resolve));
    }
    gzip.end();
    await ended;
    return Buffer.concat(chunks);
  }
  const importBytes = (t: TestApp, bytes: Buffer) =>
    importDvf(t.db, { source: 'bombe.csv.gz', body: Readable.from([bytes]), bytesTotal: bytes.length });

  it('refuses a gzip bomb without a newline at the record-size cap, in moments, saying why (issue 25)', async () => {
    const bomb = await gzipBomb('', 'a', 256);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const refused = importBytes(t, bomb);
    await expect(refused).rejects.toBeInstanceOf(DvfFormatError);
    await expect(refused).rejects.toThrow(marketMessages.import.lineTooLong(1, DVF_MAX_RECORD_BYTES / 1024));
    expect(performance.now() - started).toBeLessThan(5_000);
    const [row] = await t.db.select().from(dvfImports).where(eq(dvfImports.source, 'bombe.csv.gz'));
    expect(row).toMatchObject({ status: 'failed', error: marketMessages.import.lineTooLong(1, 64) });
    await t.db.delete(dvfImports).where(eq(dvfImports.source, 'bombe.csv.gz'));
  }, 30_000);

  it('refuses a gzip bomb of short lines once it inflates past the ratio no geo-dvf file reaches', async () => {
    const header = fs.readFileSync(TOULON, 'utf8').split('\n')[0]!;
    const bomb = await gzipBomb(`${header}\n`, '\n', 512);
    const refused = importBytes(t, bomb);
    await expect(refused).rejects.toThrow(marketMessages.import.inflatesTooMuch(DVF_MAX_INFLATE_RATIO));
    const [row] = await t.db.select().from(dvfImports).where(eq(dvfImports.source, 'bombe.csv.gz'));
    expect(row).toMatchObject({ status: 'failed' });
    await t.db.delete(dvfImports).where(eq(dvfImports.source, 'bombe.csv.gz'));
  }, 60_000);
});

describe('« Évaluer le prix »', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp();
    world = await createWorld(t);
    await importFile(t, TOULON);
  });
  afterAll(() => t.close());

  const toulonFlat = (values: Partial<typeof properties.$inferInsert> = {}) =>
    createProperty(t.db, world.agencyA.id, {
      name: 'T3 au Mourillon',
      type: 'Vente',
      price: 231000,
      address: 'Résidence sans numéro',
      city: 'Toulon',
      zip: '83000',
      kind: 'appartement',
      surfaceHabitable: 60,
      feesPayer: 'acquereur',
      feesPercent: 5,
      priceExclFees: 220000,
      ...values,
    });

  it('gives the median and interquartile range an independent computation finds, and saves the verdict', async () => {
    const property = await toulonFlat();
    // The one definition's band: ±25 % of 60 m²; the address cannot be placed, so the whole commune.
    const expected = expectedToulonFlats(45, 75);
    const res = await world.actors.memberA.client.post(`/api/properties/${property.id}/valuation`);
    expect(res.status).toBe(200);
    const v = res.body;
    expect(v).toMatchObject({
      engine: 'dvf',
      outcome: 'estimated',
      surface: 60,
      askingPriceExclFees: 220000,
    });
    expect(v.criteria).toMatchObject({
      kind: 'appartement',
      zone: 'commune',
      years: 2,
      surfaceBand: { min: 45, max: 75 },
      located: null,
      widened: false,
    });
    expect(v.comparableCount).toBe(expected.count);
    expect(Math.abs(v.pricePerM2 - expected.median)).toBeLessThanOrEqual(0.51);
    expect(Math.abs(v.estimate - expected.median * 60)).toBeLessThanOrEqual(51);
    expect(Math.abs(v.low - expected.q1 * 60)).toBeLessThanOrEqual(51);
    expect(Math.abs(v.high - expected.q3 * 60)).toBeLessThanOrEqual(51);
    expect(v.firstSale.startsWith('2023-')).toBe(true);
    expect(v.sales.length).toBe(Math.min(expected.count, 300));
    const inRange = 220000 >= v.low && 220000 <= v.high ? 1 : 0;
    expect(v.marketStatus).toBe(inRange);

    const saved = await world.actors.memberA.client.get(`/api/properties/${property.id}`);
    expect(saved.body).toMatchObject({ marketPrice: v.estimate, marketStatus: inRange });
    const latest = await world.actors.bossA.client.get(`/api/properties/${property.id}/valuation`);
    expect(latest.body.valuation.id).toBe(v.id);
  });

  it('compares the price excluding fees: the same FAI price is in or out of the market by who pays the fees', async () => {
    const res = await world.actors.memberA.client.post(
      `/api/properties/${(await toulonFlat()).id}/valuation`,
    );
    const { low, high } = res.body;
    // Asking exactly the top of the range excluding fees, fees on the buyer: in the market.
    const buyerPays = await toulonFlat({
      price: Math.round(high * 1.05),
      priceExclFees: null,
      feesPercent: 5,
    });
    const inside = await world.actors.memberA.client.post(`/api/properties/${buyerPays.id}/valuation`);
    expect(inside.body.askingPriceExclFees).toBe(high);
    expect(inside.body.marketStatus).toBe(1);
    // The same price paid by the seller is the price excluding fees: above the market.
    const sellerPays = await toulonFlat({
      price: Math.round(high * 1.05),
      priceExclFees: null,
      feesPayer: 'vendeur',
    });
    const above = await world.actors.memberA.client.post(`/api/properties/${sellerPays.id}/valuation`);
    expect(above.body.marketStatus).toBe(0);
    expect(low).toBeLessThan(high);
  });

  it('says « pas assez de ventes comparables » with no figure, and leaves the last figures alone', async () => {
    const property = await toulonFlat({
      city: 'Lyon',
      zip: '69002',
      marketPrice: 123000,
      marketStatus: 1,
    });
    const res = await world.actors.memberA.client.post(`/api/properties/${property.id}/valuation`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      outcome: 'not_enough',
      estimate: null,
      low: null,
      high: null,
      pricePerM2: null,
      marketStatus: null,
      comparableCount: 0,
      minComparables: 10,
    });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row).toMatchObject({ marketPrice: 123000, marketStatus: 1 });
  });

  it('places the property at its address from the DVF sales, and gives each comparable its distance', async () => {
    const property = await toulonFlat({ address: '289 chemin de Plaisance' });
    const res = await world.actors.memberA.client.post(`/api/properties/${property.id}/valuation`);
    expect(res.body.criteria).toMatchObject({ zone: 'radius', radiusM: 500, located: 'number' });
    const distances = res.body.sales.map((s: { distanceM: number | null }) => s.distanceM);
    expect(distances.every((d: number | null) => d !== null && d <= 500)).toBe(true);
  });

  it('gives the market page of the same flat the same comparables and median as its evaluation (issue 27 §5)', async () => {
    for (const address of ['289 chemin de Plaisance', 'Résidence sans numéro']) {
      const property = await toulonFlat({ address });
      const valuation = await world.actors.memberA.client.post(`/api/properties/${property.id}/valuation`);
      expect(valuation.body.outcome).toBe('estimated');
      const market = await world.actors.memberA.client.get(`/api/properties/${property.id}/market`);
      expect(market.status, market.text).toBe(200);
      const { result } = market.body;
      expect(result.figures.medianPerM2).toBe(valuation.body.pricePerM2);
      expect(result.figures.q1PerM2).toBe(valuation.body.pricePerM2Low);
      expect(result.figures.q3PerM2).toBe(valuation.body.pricePerM2High);
      expect(result.definition).toMatchObject({
        kind: 'appartement',
        surfaceMin: 45,
        surfaceMax: 75,
        radiusM: valuation.body.criteria.zone === 'radius' ? valuation.body.criteria.radiusM : null,
        count: valuation.body.comparableCount,
        firstSale: valuation.body.firstSale,
        lastSale: valuation.body.lastSale,
      });
    }
    const ofA = await toulonFlat();
    expect((await world.actors.bossB.client.get(`/api/properties/${ofA.id}/market`)).status).toBe(404);
  });

  it('widens to a radius around a known point when the commune has no sale (a neighbouring commune)', async () => {
    // A point given by the caller at Toulon's edge, searched from La Seyne, whose sales are not loaded.
    const laSeyne = { latitude: 43.1215, longitude: 5.9215 };
    const set = await findComparables(t.deps, {
      kind: 'appartement',
      postcode: '83500',
      city: 'La Seyne-sur-Mer',
      point: laSeyne,
      surface: 60,
    });
    expect(set.enough).toBe(true);
    expect(set.criteria.zone).toBe('radius');
    expect(set.sales.every((s) => s.communeCode === '83137' && s.distanceM! <= set.criteria.radiusM!)).toBe(
      true,
    );
    const none = await findComparables(t.deps, {
      kind: 'appartement',
      postcode: '83500',
      city: 'La Seyne-sur-Mer',
      surface: 60,
    });
    expect(none).toMatchObject({ enough: false, sales: [] });
  });

  it('names the missing facts (400), refuses rentals, and hides another agency’s property (404)', async () => {
    const bare = await toulonFlat({
      kind: null,
      surfaceHabitable: null,
      priceExclFees: null,
      feesPayer: null,
    });
    const missing = await world.actors.memberA.client.post(`/api/properties/${bare.id}/valuation`);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors).toEqual({
      kind: marketMessages.valuation.kindRequired,
      surfaceHabitable: marketMessages.valuation.surfaceRequired,
      priceExclFees: marketMessages.valuation.exclFeesRequired,
    });
    const rental = await toulonFlat({ type: 'Location', price: 900 });
    const refused = await world.actors.memberA.client.post(`/api/properties/${rental.id}/valuation`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(marketMessages.valuation.rentalNotEvaluated);

    const ofA = await toulonFlat();
    const fromB = await world.actors.bossB.client.post(`/api/properties/${ofA.id}/valuation`);
    expect(fromB.status).toBe(404);
    expect((await world.actors.bossB.client.get(`/api/properties/${ofA.id}/valuation`)).status).toBe(404);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, ofA.id));
    expect(row?.marketPrice).toBeNull();
  });

  it('is Pro and Premium only: a Starter agency gets 402', async () => {
    const starter = await createAgencyWithBoss(t.db, { subscription: 'starter' });
    const property = await createProperty(t.db, starter.agency.id, {
      type: 'Vente',
      kind: 'appartement',
      surfaceHabitable: 60,
      feesPayer: 'vendeur',
      city: 'Toulon',
      zip: '83000',
    });
    const client = await signedInClient(t, starter.boss.user.id);
    const res = await client.post(`/api/properties/${property.id}/valuation`);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('PLAN_REQUIRED');
  });

  it('imports an uploaded file from the admin panel through a job', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([fs.readFileSync('apps/server/seed/dvf/64260-2019-2023.csv.gz')]),
      'hendaye.csv.gz',
    );
    const started = await world.actors.admin.client.request('POST', '/api/admin/dvf/imports', { form });
    expect(started.status).toBe(201);
    expect(started.body.status).toBe('pending');
    await t.deps.jobs.runUntilIdle();
    const done = await world.actors.admin.client.get(`/api/admin/dvf/imports/${started.body.id}`);
    expect(done.body).toMatchObject({ status: 'done', communes: 1, years: [2019, 2020, 2021, 2022, 2023] });
    const overview = await world.actors.admin.client.get('/api/admin/dvf');
    expect(overview.body.communes.map((c: { communeCode: string }) => c.communeCode)).toEqual([
      '64260',
      '83137',
    ]);

    const text = new FormData();
    text.append('file', new Blob(['nom,prix\nx,1\n']), 'autre.csv');
    const refused = await world.actors.admin.client.request('POST', '/api/admin/dvf/imports', { form: text });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors.file).toBe(marketMessages.import.uploadInvalid);
  });

  it('shows failed an import whose process was killed mid-run (it stopped moving)', async () => {
    const [killed] = await t.db
      .insert(dvfImports)
      .values({
        source: 'departement-83.csv.gz',
        status: 'running',
        bytesTotal: 1000,
        bytesRead: 400,
        // The last progress its process wrote before it died.
        updatedAt: new Date(Date.now() - t.config.staleJobMs - 1000),
      })
      .returning();
    const status = await world.actors.admin.client.get(`/api/admin/dvf/imports/${killed!.id}`);
    expect(status.body).toMatchObject({ status: 'failed', error: marketMessages.import.abandoned });
    const overview = await world.actors.admin.client.get('/api/admin/dvf');
    expect(overview.body.imports.find((i: { id: string }) => i.id === killed!.id).status).toBe('failed');
  });
});

describe('« Évaluer le prix » with the spec’s webhook', () => {
  let t: TestApp;
  let world: World;
  let hook: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    hook = await startFakeServer([
      { json: [{ validation: 1, prix: 250000, marche: 1, message: 'Bien au prix' }] },
    ]);
    t = await startTestApp({
      AI_PROVIDER: 'webhook',
      AI_WEBHOOK_EVALUATION_URL: `${hook.url}/evaluate`,
      AI_WEBHOOK_TOKEN: 'jeton',
    });
    world = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('answers with the built-in engine until the head allows external engines, then with the webhook', async () => {
    const property = await createProperty(t.db, world.agencyA.id, {
      type: 'Vente',
      price: 262500,
      kind: 'maison',
      surfaceHabitable: 100,
      feesPayer: 'acquereur',
      feesPercent: 5,
      city: 'Toulon',
      zip: '83000',
      address: '14 bis, rue Jean Jaurès',
    });
    const builtin = await world.actors.memberA.client.post(`/api/properties/${property.id}/valuation`);
    expect(builtin.body).toMatchObject({ engine: 'dvf', outcome: 'not_enough' });
    expect(hook.requests).toHaveLength(0);

    await world.actors.bossA.client.put('/api/ai/settings', { externalEnabled: true });
    const res = await world.actors.memberA.client.post(`/api/properties/${property.id}/valuation`);
    expect(res.body).toMatchObject({
      engine: 'webhook',
      estimate: 250000,
      marketStatus: 1,
      message: 'Bien au prix',
    });
    const sent = new URL(hook.requests[0]!.url, hook.url);
    expect(sent.searchParams.get('id')).toBe(property.id);
    expect(sent.searchParams.get('prix')).toBe('250000');
    // The market, not someone's front door: the street goes, its number stays home (issue 26).
    expect(sent.searchParams.get('adresse')).toBe('rue Jean Jaurès');
    expect(sent.searchParams.get('code')).toBe('83000');
    expect(hook.requests[0]!.headers['x-api-key']).toBe('jeton');
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row).toMatchObject({ marketPrice: 250000, marketStatus: 1 });

    hook.setReplies([{ text: 'pas du JSON' }]);
    const invalid = await world.actors.memberA.client.post(`/api/properties/${property.id}/valuation`);
    expect(invalid.status).toBe(502);
    expect(invalid.body.error.message).toBe(marketMessages.valuation.notJson);
  });
});
