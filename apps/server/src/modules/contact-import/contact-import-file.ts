import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import { xlsxFirstSheetRows } from '../../files/xlsx';

/**
 * Reading a contacts file (issue 33): its real type from its bytes (never its name or declared
 * type), a CSV's encoding and delimiter, then its rows one at a time (streamed: a file of 20,000
 * contacts is never held whole).
 */

export type SheetFormat = 'csv' | 'xlsx';
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'windows-1252';
export const CSV_DELIMITERS = [';', ',', '\t'] as const;

export interface SheetShape {
  format: SheetFormat;
  encoding: CsvEncoding | null;
  delimiter: string | null;
}

export type SniffResult = SheetFormat | 'old-excel' | 'other';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Whether a ZIP holds `xl/workbook.xml`: what makes it an Excel workbook and not any ZIP. */
function zipHasWorkbook(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) return resolve(false);
      let found = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === 'xl/workbook.xml') {
          found = true;
          zip.close();
          resolve(true);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}

/**
 * Text a spreadsheet export could hold: no NUL byte and no control character other than tab, line
 * feed, carriage return (and form feed), whatever the 8-bit encoding. UTF-16 is recognised by its BOM.
 */
function looksLikeText(head: Buffer): boolean {
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return true;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** The file's real type, from its first bytes (and a ZIP's entries). */
export async function sniffSheet(path: string, head: Buffer): Promise<SniffResult> {
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return (await zipHasWorkbook(path)) ? 'xlsx' : 'other';
  if (head.subarray(0, 4).equals(OLE2_MAGIC)) return 'old-excel';
  return head.length > 0 && looksLikeText(head) ? 'csv' : 'other';
}

/**
 * UTF-8 (with or without BOM) when every byte of the file decodes as UTF-8, UTF-16 when it starts
 * with its BOM (Excel's « Texte Unicode »), else Windows-1252 (Excel's « CSV (séparateur : point-virgule) »
 * on a French Windows). One pass over the file, chunk by chunk.
 */
export async function detectEncoding(chunks: AsyncIterable<Buffer>): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  try {
    for await (const chunk of chunks) {
      if (first && chunk.length >= 2 && chunk[0] === 0xff && chunk[1] === 0xfe) return 'utf-16le';
      first = false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * The delimiter of the header line: the one of `;`, `,` and tab that occurs most often outside
 * quotes; `;` (the French Excel's) on a tie or when there is only one column.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text.replace(/^\uFEFF/, '')) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best: string = ';';
  for (const d of CSV_DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/** The first characters of a CSV, decoded, for `detectDelimiter`. */
export async function csvHead(path: string, encoding: CsvEncoding, bytes = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(path, { start: 0, end: bytes - 1 }))
    chunks.push(chunk as Buffer);
  return iconv.decode(Buffer.concat(chunks), encoding);
}

/** One row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface SheetRow {
  line: number;
  cells: string[];
}

async function* csvRows(input: Readable, shape: SheetShape): AsyncGenerator<SheetRow> {
  const parser = input.pipe(iconv.decodeStream(shape.encoding ?? 'utf-8')).pipe(
    parseCsv({
      delimiter: shape.delimiter ?? ';',
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }),
  );
  let line = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    line += 1;
    yield { line, cells: record };
  }
}

/** Every row of the file, the header's included, in order. */
export function readSheetRows(input: Readable, shape: SheetShape): AsyncGenerator<SheetRow> {
  return shape.format === 'xlsx' ? xlsxFirstSheetRows(input) : csvRows(input, shape);
}

export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
