import { stringify } from 'csv-stringify/sync';
import { asInstant, asNumber, type Column, dayParts, type Table } from './table';

/** `;`-separated with a BOM and CRLF: what a French spreadsheet opens with accents intact. */
const FRENCH_DIALECT = { delimiter: ';', bom: true, record_delimiter: 'windows' } as const;

/**
 * OWASP's rule against CSV injection: a cell a spreadsheet would read as a formula (`=`, `+`, `-`,
 * `@`, or a tab or carriage return before one) starts with a quote, which the spreadsheet shows as
 * text. Every cell of every CSV goes through here, whoever typed it: a client's name, a description.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const asText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export interface CsvOptions {
  /** `french`: days as DD/MM/YYYY, for a register a person reads; ISO otherwise. */
  dates?: 'iso' | 'french';
}

/**
 * A cell as the CSV writes it. A number column's number is written as it is (`-1500` is a number,
 * not a formula, and programs read it back); anything else is text and is neutralised.
 */
function csvCell<Row>(column: Column<Row>, row: Row, options: CsvOptions): string {
  const value = column.value(row);
  if (column.type === 'number') {
    const n = asNumber(value);
    if (n !== null) return String(n);
  }
  if (column.type === 'date' && options.dates === 'french') {
    const day = dayParts(value);
    if (day) return `${String(day.d).padStart(2, '0')}/${String(day.m).padStart(2, '0')}/${day.y}`;
  }
  if (column.type === 'datetime') {
    const instant = asInstant(value);
    if (instant) return instant.toISOString();
  }
  return neutraliseCell(asText(value));
}

/** The one CSV writer: a table with its headers as the first row, in the French dialect. */
export function csvFromTable<Row>(table: Table<Row>, options: CsvOptions = {}): Buffer {
  const header = table.columns.map((c) => neutraliseCell(c.header));
  const rows = table.rows.map((row) => table.columns.map((c) => csvCell(c, row, options)));
  return Buffer.from(stringify([header, ...rows], FRENCH_DIALECT));
}

/** A stored file's name made safe as one ZIP path segment (no folder, no control character). */
export function safeEntryName(name: string): string {
  const cleaned = [...name]
    .map((ch) =>
      ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || '/\\:*?"<>|'.includes(ch) ? '_' : ch,
    )
    .join('')
    .replace(/^\.+/, '_')
    .trim();
  return cleaned.slice(0, 150) || 'fichier';
}
