/**
 * One description of an exported table, read by both writers: the CSV for programs (files/csv.ts)
 * and the XLSX for people (files/xlsx.ts). A column's type says what a spreadsheet must keep: `text`
 * keeps leading zeros and `+` (postcodes, phones, references), `number` is an amount or a count,
 * `date` a calendar day (`YYYY-MM-DD`), `datetime` an instant (ISO 8601 or a Date).
 */
export type ColumnType = 'text' | 'number' | 'date' | 'datetime';

export interface Column<Row> {
  header: string;
  type: ColumnType;
  value: (row: Row) => unknown;
}

export interface Table<Row> {
  /** The XLSX sheet's name (31 characters at most, Excel's limit). */
  sheet: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}

type Keyed<Row> = Extract<keyof Row, string>;

/**
 * Columns read straight from a row's fields, the field name as the header (what programs reading
 * our CSV already rely on); fields not named in `types` are text.
 */
export function fieldColumns<Row extends object>(
  keys: readonly Keyed<Row>[],
  types: Partial<Record<Keyed<Row>, ColumnType>> = {},
): Column<Row>[] {
  return keys.map((key) => ({ header: key, type: types[key] ?? 'text', value: (row: Row) => row[key] }));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` day, or null when the value is none (a malformed one stays text, never a wrong date). */
export function dayParts(value: unknown): { y: number; m: number; d: number } | null {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  return match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null;
}

/** A number column's value as a finite number, or null when it holds something else. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // PostgreSQL's numeric comes back as text.
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return null;
}

/** An instant as a Date, or null. */
export function asInstant(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
