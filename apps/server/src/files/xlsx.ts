import { parisWallClock } from '@immopilote/contracts';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { asInstant, asNumber, type Column, dayParts, type Table } from './table';

/** Excel's text format: what was typed stays as typed (01000 is not 1000, 0612345678 keeps its 0). */
const TEXT_FORMAT = '@';
const DAY_FORMAT = 'dd/mm/yyyy';
const INSTANT_FORMAT = 'dd/mm/yyyy hh:mm';

const asText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * A typed cell. Only strings, numbers and dates are ever set, so a text starting with `=` is shown
 * as that text: exceljs writes a formula only when given a `{ formula }` object, which never happens here.
 */
function setCell<Row>(cell: ExcelJS.Cell, column: Column<Row>, row: Row) {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return;
  if (column.type === 'number') {
    const n = asNumber(value);
    if (n !== null) {
      cell.value = n;
      return;
    }
  }
  if (column.type === 'date') {
    const day = dayParts(value);
    if (day) {
      cell.value = new Date(Date.UTC(day.y, day.m - 1, day.d));
      cell.numFmt = DAY_FORMAT;
      return;
    }
  }
  if (column.type === 'datetime') {
    const instant = asInstant(value);
    if (instant) {
      cell.value = parisWallClock(instant);
      cell.numFmt = INSTANT_FORMAT;
      return;
    }
  }
  cell.value = asText(value);
  cell.numFmt = TEXT_FORMAT;
}

/** Excel refuses sheet names over 31 characters or with any of `[]:*?/\`. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Feuille 1';

/** The one XLSX writer: the same table as its CSV, for people, with typed cells and a frozen header. */
export async function xlsxFromTable<Row>(table: Table<Row>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ImmoPilote';
  const sheet = workbook.addWorksheet(sheetName(table.sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.getRow(1);
  table.columns.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = column.header;
    cell.numFmt = TEXT_FORMAT;
    cell.font = { bold: true };
    sheet.getColumn(i + 1).width = Math.min(Math.max(column.header.length + 2, 12), 40);
  });
  table.rows.forEach((row, r) => {
    const line = sheet.getRow(r + 2);
    table.columns.forEach((column, i) => {
      setCell(line.getCell(i + 1), column, row);
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel cell as text: a formula's last computed result (never evaluated here), a date as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) {
      return (v.richText as { text?: unknown }[])
        .map((r) => (typeof r.text === 'string' ? r.text : ''))
        .join('');
    }
    if ('formula' in v || 'sharedFormula' in v) return cellText(v.result);
    if (typeof v.text === 'string') return v.text;
    if (v.text && typeof v.text === 'object') return cellText(v.text);
    if ('error' in v) return '';
  }
  return '';
}

/**
 * The rows of a workbook's first sheet as text, streamed (a person's import: never the whole file in
 * memory), each with its number as the spreadsheet shows it (the header is row 1).
 */
export async function* xlsxFirstSheetRows(
  input: Readable,
): AsyncGenerator<{ line: number; cells: string[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield { line: row.number, cells };
    }
    break;
  }
}
