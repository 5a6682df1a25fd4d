import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { DVF_DROP_REASONS, type DvfDropReason, marketMessages } from '@immopilote/contracts';
import { parse } from 'csv-parse';
import type { Db } from '../../db/client';
import { cleanMutation, DVF_REQUIRED_COLUMNS, type DvfRow, type DvfSale, rowScope } from './dvf-cleaning';
import {
  completeImport,
  createImport,
  failAbandonedImports,
  failImport,
  insertSales,
  markImportRunning,
  saveImportProgress,
} from './market.repo';

/** A file the importer refuses (format, order): its French message is shown as is. */
export class DvfFormatError extends Error {}

export interface DvfImportProgress {
  bytesRead: number;
  bytesTotal: number | null;
  rowsRead: number;
  salesKept: number;
}

export interface DvfImportSummary extends DvfImportProgress {
  importId: string;
  dropped: Record<DvfDropReason, number>;
  /** The (commune, year) pairs replaced, « 83137:2023 ». */
  replaced: string[];
  seconds: number;
}

export interface DvfImportInput {
  /** What the admin panel and the summary call it: a file name, « département 83 (2023) ». */
  source: string;
  /** The file's bytes, gzip-compressed or not (recognised by its first bytes, not its name). */
  body: Readable;
  bytesTotal: number | null;
  /** An import queued by the admin panel; otherwise a new one is recorded. */
  importId?: string;
  requestedBy?: string | null;
  onProgress?: (progress: DvfImportProgress) => void;
}

const BATCH = 1000;
/** Progress goes to the database at this pace; an import that stops writing it was abandoned. */
export const IMPORT_HEARTBEAT_MS = 2000;
const PROGRESS_CALLBACK_MS = 200;

/**
 * The longest line a geo-dvf file may have: its lines are a few hundred bytes. Without a cap,
 * csv-parse keeps reading a line that never ends (1 MB of gzip is 1 GiB without a newline: 8
 * minutes of a core, issue 25).
 */
export const DVF_MAX_RECORD_BYTES = 64 * 1024;
/** A gzip file inflates to at most this much: a whole département over five years is well under. */
export const DVF_MAX_INFLATED_BYTES = 4 * 1024 ** 3;
/**
 * geo-dvf CSV compresses about 7 to 1; past DVF_RATIO_CHECK_AFTER_BYTES inflated, a file
 * inflating more than this many times its compressed size is a bomb, not a sales register.
 */
export const DVF_MAX_INFLATE_RATIO = 50;
const DVF_RATIO_CHECK_AFTER_BYTES = 64 * 1024 * 1024;

/** Counts what gunzip gives out and stops it at DVF_MAX_INFLATED_BYTES or DVF_MAX_INFLATE_RATIO. */
function inflationGuard(compressedRead: () => number): Transform {
  let inflated = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      inflated += chunk.length;
      const tooLarge = inflated > DVF_MAX_INFLATED_BYTES;
      const ratio =
        inflated > DVF_RATIO_CHECK_AFTER_BYTES && inflated > DVF_MAX_INFLATE_RATIO * compressedRead();
      if (tooLarge || ratio) {
        callback(new DvfFormatError(marketMessages.import.inflatesTooMuch(DVF_MAX_INFLATE_RATIO)));
        return;
      }
      callback(null, chunk);
    },
  });
}

/** Counts the bytes read and gunzips (within the inflation guard) when the stream starts with gzip's magic number. */
async function openCsv(body: Readable, counted: (n: number) => void): Promise<Readable> {
  const chunks = body[Symbol.asyncIterator]();
  const first = await chunks.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : Buffer.from(first.value as Uint8Array);
  let read = 0;
  const raw = Readable.from(
    (async function* () {
      if (head.length > 0) {
        counted(head.length);
        read += head.length;
        yield head;
      }
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        const chunk = next.value as Buffer;
        counted(chunk.length);
        read += chunk.length;
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  if (head[0] !== 0x1f || head[1] !== 0x8b) return raw;
  const gunzip = zlib.createGunzip();
  const guard = inflationGuard(() => read);
  // A failure of either stage reaches the parser through the guard.
  raw.on('error', (err) => guard.destroy(err));
  gunzip.on('error', (err) => guard.destroy(err));
  return raw.pipe(gunzip).pipe(guard);
}

function checkHeader(header: string[]): string[] {
  const names = header.map((h) => h.trim());
  const missing = DVF_REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) throw new DvfFormatError(marketMessages.import.notGeoDvf(missing));
  return names;
}

/**
 * Streams one geo-dvf file into dvf_sales: rows are parsed as they arrive (a département is
 * hundreds of MB; memory stays flat but for the ids of the mutations already seen), grouped by
 * mutation, cleaned (dvf-cleaning.ts) and written in batches, invisible until the end. Then, in
 * one transaction, the sales of every (commune, year) the file covers that came from earlier
 * imports are replaced by these: importing the same file twice leaves the same rows.
 *
 * Takes the database rather than the app's deps: the command line runs it without a server.
 */
export async function importDvf(db: Db, input: DvfImportInput): Promise<DvfImportSummary> {
  const started = performance.now();
  await failAbandonedImports(db, marketMessages.import.abandoned, input.importId ?? null);
  let importId: string;
  if (input.importId) {
    if (!(await markImportRunning(db, input.importId, input.bytesTotal))) {
      throw new DvfFormatError(marketMessages.import.alreadyTaken);
    }
    importId = input.importId;
  } else {
    const row = await createImport(db, {
      source: input.source,
      status: 'running',
      requestedBy: input.requestedBy ?? null,
      bytesTotal: input.bytesTotal,
    });
    importId = row.id;
  }

  const progress: DvfImportProgress = {
    bytesRead: 0,
    bytesTotal: input.bytesTotal,
    rowsRead: 0,
    salesKept: 0,
  };
  const dropped = Object.fromEntries(DVF_DROP_REASONS.map((r) => [r, 0])) as Record<DvfDropReason, number>;
  const scopes = new Map<string, { communeCode: string; year: number }>();
  const finished = new Set<string>();
  let group: DvfRow[] = [];
  let batch: DvfSale[] = [];
  let lastSaved = performance.now();
  let lastReported = 0;

  const report = async () => {
    const now = performance.now();
    if (input.onProgress && now - lastReported >= PROGRESS_CALLBACK_MS) {
      lastReported = now;
      input.onProgress({ ...progress });
    }
    if (now - lastSaved >= IMPORT_HEARTBEAT_MS) {
      lastSaved = now;
      await saveImportProgress(db, importId, {
        bytesRead: progress.bytesRead,
        rowsRead: progress.rowsRead,
        salesKept: progress.salesKept,
      });
    }
  };
  const flushBatch = async () => {
    await insertSales(db, importId, batch);
    batch = [];
  };
  const closeGroup = async () => {
    if (group.length === 0) return;
    const id = group[0]!.id_mutation;
    finished.add(id);
    const cleaned = cleanMutation(group);
    group = [];
    if ('dropped' in cleaned) {
      dropped[cleaned.dropped]++;
      return;
    }
    batch.push(cleaned.sale);
    progress.salesKept++;
    if (batch.length >= BATCH) await flushBatch();
  };

  const parser = parse({
    columns: checkHeader,
    bom: true,
    skip_empty_lines: true,
    trim: false,
    relax_quotes: true,
    max_record_size: DVF_MAX_RECORD_BYTES,
  });
  try {
    const csv = await openCsv(input.body, (n) => {
      progress.bytesRead += n;
    });
    const piping = pipeline(csv, parser);
    // The loop below reports the parser's errors; this keeps the same rejection from going unhandled.
    piping.catch(() => {});
    for await (const record of parser as AsyncIterable<DvfRow>) {
      progress.rowsRead++;
      const id = record.id_mutation?.trim();
      if (!id) continue;
      if (group.length > 0 && group[0]!.id_mutation !== id) await closeGroup();
      if (group.length === 0 && finished.has(id)) {
        throw new DvfFormatError(marketMessages.import.notGrouped(id, progress.rowsRead + 1));
      }
      const scope = rowScope(record);
      if (scope) scopes.set(`${scope.communeCode}:${scope.year}`, scope);
      record.id_mutation = id;
      group.push(record);
      if (progress.rowsRead % 500 === 0) await report();
    }
    await piping;
    await closeGroup();
    await flushBatch();
    const replaced = [...scopes.keys()].sort();
    await completeImport(
      db,
      importId,
      {
        bytesRead: progress.bytesRead,
        rowsRead: progress.rowsRead,
        salesKept: progress.salesKept,
        dropped,
        replaced,
      },
      [...scopes.values()],
    );
    if (input.onProgress) input.onProgress({ ...progress });
    return { importId, ...progress, dropped, replaced, seconds: (performance.now() - started) / 1000 };
  } catch (err) {
    parser.destroy();
    input.body.destroy();
    const message =
      err instanceof DvfFormatError
        ? err.message
        : (err as { code?: unknown }).code === 'CSV_MAX_RECORD_SIZE'
          ? marketMessages.import.lineTooLong(
              (err as { lines?: number }).lines ?? progress.rowsRead + 2,
              DVF_MAX_RECORD_BYTES / 1024,
            )
          : marketMessages.import.interrupted(progress.rowsRead + 1);
    await failImport(db, importId, message);
    throw err instanceof DvfFormatError ? err : new DvfFormatError(message, { cause: err });
  }
}
