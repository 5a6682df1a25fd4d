import { stringify } from 'csv-stringify/sync';

/** `;`-separated with a BOM and CRLF: what a French spreadsheet opens with accents intact. */
const FRENCH_DIALECT = { delimiter: ';', bom: true, record_delimiter: 'windows' } as const;

/** Rows of named values, with the column names as the header row. */
export function frenchCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): Buffer {
  return Buffer.from(stringify([...rows], { ...FRENCH_DIALECT, header: true, columns: [...columns] }));
}

/** A table given with its own header row (a register with French column titles). */
export function frenchCsvTable(table: readonly (readonly string[])[]): Buffer {
  return Buffer.from(
    stringify(
      table.map((row) => [...row]),
      FRENCH_DIALECT,
    ),
  );
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
