import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  CONTACT_IMPORT_LIMITS,
  type ContactImportField,
  contactImportMessages as m,
} from '@immopilote/contracts';
import { AppError } from '../../errors';
import {
  csvHead,
  detectDelimiter,
  detectEncoding,
  isBlankRow,
  readSheetRows,
  type SheetRow,
  type SheetShape,
  sniffSheet,
} from './contact-import-file';
import { suggestMapping } from './contact-import-rows';

/** What the upload learnt of the file, kept on the import row (`report.analysis`) for the mapping screen. */
export interface ContactFileAnalysis extends SheetShape {
  headers: string[];
  examples: string[][];
  suggested: ContactImportField[];
  /** The first data rows, for the preview. */
  sample: SheetRow[];
  rowCount: number;
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { file: message });

async function fileHead(path: string, bytes = 64 * 1024): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's shape: a CSV or an XLSX by its bytes, a CSV's encoding and delimiter; refused in French otherwise. */
export async function shapeOf(path: string): Promise<SheetShape> {
  const head = await fileHead(path);
  const kind = await sniffSheet(path, head);
  if (kind === 'old-excel') throw refuse(m.oldExcel);
  if (kind === 'other') throw refuse(m.notSpreadsheet);
  if (kind === 'xlsx') return { format: 'xlsx', encoding: null, delimiter: null };
  const encoding = await detectEncoding(createReadStream(path) as AsyncIterable<Buffer>);
  return { format: 'csv', encoding, delimiter: detectDelimiter(await csvHead(path, encoding)) };
}

/**
 * One streamed pass over the file: its headers, three example values per column, the first rows
 * for the preview and the number of contacts (blank rows left out). Limits refuse a file early.
 */
export async function analyseContactFile(path: string): Promise<ContactFileAnalysis> {
  const shape = await shapeOf(path);
  let headers: string[] | null = null;
  const examples: string[][] = [];
  const sample: SheetRow[] = [];
  let rowCount = 0;
  try {
    for await (const row of readSheetRows(createReadStream(path), shape)) {
      if (headers === null) {
        if (isBlankRow(row.cells)) continue;
        if (row.cells.length > CONTACT_IMPORT_LIMITS.maxColumns) {
          throw refuse(m.tooManyColumns(CONTACT_IMPORT_LIMITS.maxColumns));
        }
        headers = row.cells.map((h, i) => h.replace(/^\uFEFF/, '').trim() || m.columnN(i + 1));
        for (let i = 0; i < headers.length; i++) examples.push([]);
        continue;
      }
      if (isBlankRow(row.cells)) continue;
      rowCount += 1;
      if (rowCount > CONTACT_IMPORT_LIMITS.maxRows)
        throw refuse(m.tooManyRows(CONTACT_IMPORT_LIMITS.maxRows));
      if (sample.length < CONTACT_IMPORT_LIMITS.previewRows) sample.push(row);
      for (let i = 0; i < headers.length; i++) {
        const value = (row.cells[i] ?? '').trim();
        if (value && examples[i]!.length < CONTACT_IMPORT_LIMITS.examples)
          examples[i]!.push(value.slice(0, 80));
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(m.unreadable);
  }
  if (headers === null) throw refuse(m.noHeader);
  if (rowCount === 0) throw refuse(m.noRows);
  return { ...shape, headers, examples, suggested: suggestMapping(headers), sample, rowCount };
}
