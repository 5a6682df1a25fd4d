import { createHash } from 'node:crypto';
import { rentalBankMessages as m } from '@immopilote/contracts';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

/**
 * Reading a French bank's CSV export (issue 34): `;` or `,` (or tab) separated, UTF-8 or
 * Windows-1252, a few lines of account details before the header row, dates « 31/01/2026 » (or
 * ISO), amounts « 1 234,56 » / « -12,00 », in one signed column or in Débit and Crédit columns.
 * Only credits come out: the rents received. A line that cannot be read is reported with its
 * number and reason; the rest of the file is still read.
 */

export interface BankCsvLine {
  /** Its line in the file as a text editor numbers it (the first line is 1). */
  line: number;
  bookedOn: string;
  amountCents: number;
  label: string;
  reference: string | null;
  fingerprint: string;
}

export interface BankCsvError {
  line: number;
  reason: string;
}

export type BankCsvResult = { ok: true; credits: BankCsvLine[]; errors: BankCsvError[] } | { ok: false };

/** Statements start with a few lines about the account; the header is within the first lines. */
const HEADER_SEARCH_ROWS = 30;
const MAX_CENTS = 2_147_483_647;

/** Upper case, without accents or ligatures (« Bœuf » is BOEUF), one space between words: how labels and names are compared. */
export function normaliseText(text: string): string {
  return text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

interface Columns {
  date: number;
  label: number[];
  amount: number | null;
  credit: number | null;
  debit: number | null;
  reference: number | null;
}

/** The header row's columns by their names, as French banks write them. */
function columnsOf(cells: readonly string[]): Columns | null {
  const names = cells.map((c) => normaliseText(c).toLowerCase());
  const find = (test: (n: string) => boolean) => {
    const i = names.findIndex(test);
    return i < 0 ? null : i;
  };
  // « Date opération » before « Date valeur »: the day the bank booked the transfer.
  const date =
    find((n) => n.startsWith('date') && !n.includes('valeur')) ?? find((n) => n.startsWith('date'));
  const label = names.flatMap((n, i) =>
    n.startsWith('libelle') || n === 'description' || n === 'intitule' || n.startsWith('detail') ? [i] : [],
  );
  const amount = find((n) => n.startsWith('montant'));
  const credit = find((n) => n.startsWith('credit'));
  const debit = find((n) => n.startsWith('debit'));
  const reference = find((n) => n.startsWith('reference') || n === 'ref' || n.startsWith('ref '));
  if (date === null || label.length === 0 || (amount === null && credit === null)) return null;
  return { date, label, amount, credit, debit, reference };
}

/** UTF-8 when every byte decodes as UTF-8; otherwise Windows-1252 (Excel on a French Windows). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(bytes, 'windows-1252');
  }
}

/** Text a bank export could be: no NUL and no control character but tab, line feed, carriage return. */
function looksLikeText(bytes: Buffer): boolean {
  for (const byte of bytes.subarray(0, 64 * 1024)) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) return false;
  }
  return bytes.length > 0;
}

/** « 31/01/2026 », « 31-01-26 », « 2026-01-31 » → 2026-01-31; null when it is not a real day. */
export function parseBankDate(text: string): string | null {
  const value = text.trim();
  let y: number;
  let mo: number;
  let d: number;
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (fr) {
    d = Number(fr[1]);
    mo = Number(fr[2]);
    y = fr[3]!.length === 2 ? 2000 + Number(fr[3]) : Number(fr[3]);
  } else if (iso) {
    y = Number(iso[1]);
    mo = Number(iso[2]);
    d = Number(iso[3]);
  } else return null;
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return null;
  return day.toISOString().slice(0, 10);
}

/**
 * « 1 234,56 », « -12,00 », « +850 », « 1.234,56 », « 1234.56 », « 812,37 € » → cents; an empty
 * cell → 0; null when unreadable. The last of `,` and `.` is the decimal mark.
 */
export function parseBankAmount(text: string): number | null {
  let value = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(€|EUR)$/i, '')
    .replace(/^"|"$/g, '');
  if (value === '') return 0;
  let sign = 1;
  if (/^[-−]/.test(value) || /-$/.test(value)) sign = -1;
  value = value.replace(/^[+\-−]|-$/g, '');
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  let whole = value;
  let fraction = '';
  if (
    decimalAt >= 0 &&
    value.length - decimalAt - 1 <= 2 &&
    !(lastDot > lastComma && value.split('.').length > 2)
  ) {
    whole = value.slice(0, decimalAt);
    fraction = value.slice(decimalAt + 1);
  }
  // Thousands come in groups of three, never marked by the decimal mark itself.
  const decimalMark = fraction ? value[decimalAt] : '';
  if (!/^(\d+|\d{1,3}([.,']\d{3})+)$/.test(whole) || (decimalMark && whole.includes(decimalMark)))
    return null;
  whole = whole.replace(/[.,']/g, '');
  if (!/^\d{0,2}$/.test(fraction)) return null;
  return sign * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

/** The same bank line, wherever it comes from: its day, amount, label and reference, normalised. */
export function lineFingerprint(line: Pick<BankCsvLine, 'bookedOn' | 'amountCents' | 'label' | 'reference'>) {
  const key = [
    line.bookedOn,
    line.amountCents,
    normaliseText(line.label),
    normaliseText(line.reference ?? ''),
  ];
  return createHash('sha256').update(key.join('|')).digest('hex');
}

interface Record {
  line: number;
  cells: string[];
}

function recordsOf(text: string, delimiter: string): Record[] | null {
  try {
    const rows = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return rows.map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch {
    return null;
  }
}

/** The delimiter and header that make a statement of this text, if any does. */
function findHeader(text: string) {
  for (const delimiter of [';', ',', '\t']) {
    const records = recordsOf(text, delimiter);
    if (!records) continue;
    const at = records.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => columnsOf(r.cells) !== null);
    if (at >= 0) return { records: records.slice(at + 1), columns: columnsOf(records[at]!.cells)! };
  }
  return null;
}

function readLine(record: Record, columns: Columns): { credit: BankCsvLine | null } | { error: string } {
  const cell = (i: number | null) => (i === null ? '' : (record.cells[i] ?? '').trim());
  const needed = Math.max(columns.date, ...columns.label, columns.amount ?? 0, columns.credit ?? 0);
  if (record.cells.length <= needed) return { error: m.reasons.missingCells };
  const bookedOn = parseBankDate(cell(columns.date));
  if (!bookedOn) return { error: m.reasons.badDate(cell(columns.date)) };
  let cents: number | null;
  if (columns.amount !== null) {
    cents = parseBankAmount(cell(columns.amount));
    if (cents === null) return { error: m.reasons.badAmount(cell(columns.amount)) };
    if (cents === 0 && cell(columns.amount) === '') return { error: m.reasons.noAmount };
  } else {
    const credit = parseBankAmount(cell(columns.credit));
    if (credit === null) return { error: m.reasons.badAmount(cell(columns.credit)) };
    const debit = parseBankAmount(cell(columns.debit));
    if (debit === null) return { error: m.reasons.badAmount(cell(columns.debit)) };
    if (credit === 0 && debit === 0) {
      if (cell(columns.credit) === '' && cell(columns.debit) === '') return { error: m.reasons.noAmount };
    }
    cents = Math.abs(credit);
  }
  if (Math.abs(cents) > MAX_CENTS) return { error: m.reasons.tooLarge };
  if (cents <= 0) return { credit: null };
  const label = columns.label
    .map((i) => cell(i))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
  const reference = cell(columns.reference) || null;
  const line = { line: record.line, bookedOn, amountCents: cents, label, reference };
  return { credit: { ...line, fingerprint: lineFingerprint(line) } };
}

/** The statement's credit lines and unreadable lines; `ok: false` when it is not a bank CSV at all. */
export function parseBankCsv(bytes: Buffer): BankCsvResult {
  if (!looksLikeText(bytes)) return { ok: false };
  const found = findHeader(decode(bytes));
  if (!found) return { ok: false };
  const credits: BankCsvLine[] = [];
  const errors: BankCsvError[] = [];
  for (const record of found.records) {
    if (record.cells.every((c) => c.trim() === '')) continue;
    const read = readLine(record, found.columns);
    if ('error' in read) errors.push({ line: record.line, reason: read.error });
    else if (read.credit) credits.push(read.credit);
  }
  return { ok: true, credits, errors };
}
