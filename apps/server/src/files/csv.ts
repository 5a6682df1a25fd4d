import { stringify } from 'csv-stringify/sync';

/** `;`-separated with a BOM and CRLF: what a French spreadsheet opens with accents intact. */
export function frenchCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): Uint8Array {
  return Buffer.from(
    stringify([...rows], {
      header: true,
      columns: [...columns],
      delimiter: ';',
      bom: true,
      record_delimiter: 'windows',
    }),
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
