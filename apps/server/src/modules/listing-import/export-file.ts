import { listingImportMessages } from '@immopilote/contracts';
import type { ZipFile } from 'yauzl';
import { AppError } from '../../errors';
import {
  byteLines,
  decodeText,
  EncodingSniffer,
  parsePolirisLine,
  readConfigTxt,
  type TextEncoding,
} from './poliris-reader';
import {
  closeZip,
  type ExportEntries,
  entryChunks,
  exportEntries,
  listEntries,
  openZip,
  readEntry,
  ZipReadError,
  type ZipEntryInfo,
} from './zip-reader';

/** Annonces.csv inflated: 2,000 listings of 334 columns are a few MB; far more is not an export. */
export const ANNONCES_MAX_BYTES = 256 * 1024 * 1024;
const SMALL_FILE_MAX_BYTES = 64 * 1024;
/** 30 photos for each of 10,000 listings, and the export's own files. */
export const MAX_ENTRIES = 300_100;

export interface OpenedExport {
  zip: ZipFile;
  entries: ExportEntries;
  annonces: ZipEntryInfo;
  version: string | null;
  application: string | null;
  close(): void;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A refusal of the archive as a whole, in French (the upload's 400, the dry run's error). */
export function archiveError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (!(err instanceof ZipReadError)) return null;
  const m = listingImportMessages;
  if (err.kind === 'unsafe_name') return new AppError('VALIDATION_FAILED', m.zipSlip(err.detail));
  if (err.kind === 'too_many') return new AppError('VALIDATION_FAILED', m.tooManyEntries(MAX_ENTRIES));
  if (err.kind === 'too_large')
    return new AppError('VALIDATION_FAILED', m.annoncesTooLarge(megabytes(ANNONCES_MAX_BYTES)));
  return new AppError('VALIDATION_FAILED', m.notZip);
}

/**
 * Opens an export on disk: its entries listed from the central directory (nothing inflated but
 * Config.txt), refused as a whole when not a ZIP, holding an unsafe name, or without Annonces.csv.
 */
export async function openExport(path: string): Promise<OpenedExport> {
  const zip = await openZip(path);
  try {
    const entries = exportEntries(await listEntries(zip, MAX_ENTRIES));
    if (!entries.annonces) throw new AppError('VALIDATION_FAILED', listingImportMessages.noAnnonces);
    if (entries.annonces.size > ANNONCES_MAX_BYTES)
      throw new ZipReadError('too_large', entries.annonces.name);
    let config = { version: null as string | null, application: null as string | null };
    if (entries.config && entries.config.size <= SMALL_FILE_MAX_BYTES) {
      const bytes = await readEntry(zip, entries.config, SMALL_FILE_MAX_BYTES);
      const encoding = new EncodingSniffer();
      encoding.push(bytes);
      config = readConfigTxt(decodeText(bytes, encoding.result()));
    }
    return { zip, entries, annonces: entries.annonces, ...config, close: () => closeZip(zip) };
  } catch (err) {
    closeZip(zip);
    throw err;
  }
}

/** Annonces.csv's encoding: UTF-8 when all of it decodes as UTF-8, else Windows-1252 (one pass). */
export async function annoncesEncoding(opened: OpenedExport): Promise<TextEncoding> {
  const sniffer = new EncodingSniffer();
  for await (const chunk of entryChunks(opened.zip, opened.annonces, ANNONCES_MAX_BYTES)) sniffer.push(chunk);
  return sniffer.result();
}

export interface ExportLine {
  /** 1-based, counting blank lines, as an editor shows them. */
  line: number;
  cells: string[] | null;
}

/** Annonces.csv line by line (streamed), blank lines skipped. */
export async function* annoncesLines(
  opened: OpenedExport,
  encoding: TextEncoding,
): AsyncGenerator<ExportLine> {
  let line = 0;
  for await (const bytes of byteLines(entryChunks(opened.zip, opened.annonces, ANNONCES_MAX_BYTES))) {
    line += 1;
    const text = decodeText(bytes, encoding);
    if (text.trim() === '') continue;
    yield { line, cells: parsePolirisLine(text) };
  }
}
