import { randomUUID } from 'node:crypto';
import {
  type ImportProblem,
  type ListingImportResult,
  listingImportMessages,
  PHOTO_MAX_BYTES,
} from '@immopilote/contracts';
import { scopeActingFor } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { whileBeating } from '../../jobs/heartbeat';
import type { JobLogger } from '../../jobs/job';
import { objectKey } from '../../storage/storage';
import { type FileToStore, removeStoredFiles } from '../../storage/stored-files';
import { processPhoto } from '../../files/images';
import { PHOTO_BUCKET } from '../properties/properties.service';
import { annoncesEncoding, annoncesLines, type OpenedExport, openExport } from './export-file';
import { MAX_LISTINGS, PROBLEMS_SHOWN } from './listing-import-analyse';
import * as repo from './listing-import.repo';
import { IMPORT_BUCKET, type StoredReport, saveReport, storedReport } from './listing-import-report';
import { type ReadListing, readListingLine } from './poliris-reader';
import { copyToTempFile } from './upload-to-disk';
import { photoKey, readEntry } from './zip-reader';

/** The counts are saved with the progress every this many listings: a resumed run starts there. */
const CHECKPOINT_EVERY = 25;
/** Photos re-encoded at once: sharp works on the thread pool, the machine has few cores. */
const PHOTO_CONCURRENCY = 4;
const p = listingImportMessages.problems;

const emptyResult = (): ListingImportResult & { checkpoint: number } => ({
  created: 0,
  updated: 0,
  notImported: 0,
  photos: 0,
  photosSkipped: 0,
  mandates: [],
  problems: [],
  checkpoint: 0,
});

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  });
  await Promise.all(workers);
  return out;
}

interface PreparedPhoto {
  files: FileToStore[];
  row: { id: string; thumbKey: string; largeKey: string; width: number; height: number };
}

/** As the property form's photos are saved: two WebP sizes under the agency's and the listing's keys. */
async function preparePhoto(
  agencyId: string,
  propertyId: string,
  bytes: Buffer,
): Promise<PreparedPhoto | null> {
  const processed = await processPhoto(bytes);
  if (!processed) return null;
  const thumbKey = objectKey(agencyId, propertyId, `${randomUUID()}.webp`);
  const largeKey = objectKey(agencyId, propertyId, `${randomUUID()}.webp`);
  return {
    files: [
      { bucket: PHOTO_BUCKET, key: thumbKey, body: processed.thumb, contentType: 'image/webp' },
      { bucket: PHOTO_BUCKET, key: largeKey, body: processed.large, contentType: 'image/webp' },
    ],
    row: { id: randomUUID(), thumbKey, largeKey, width: processed.width, height: processed.height },
  };
}

/**
 * The listing's photos through the app's photo pipeline (sharp re-encode, EXIF dropped, two WebP
 * sizes): a missing, oversized or unreadable file is counted and skipped, never the listing.
 */
async function preparePhotos(
  opened: OpenedExport,
  agencyId: string,
  propertyId: string,
  names: readonly string[],
): Promise<{ photos: PreparedPhoto[]; skipped: string[] }> {
  const skipped: string[] = [];
  const prepared = await mapLimit(names, PHOTO_CONCURRENCY, async (name) => {
    const entry = opened.entries.photos.get(photoKey(name));
    if (!entry) {
      skipped.push(name);
      return null;
    }
    try {
      const bytes = await readEntry(opened.zip, entry, PHOTO_MAX_BYTES);
      const photo = await preparePhoto(agencyId, propertyId, bytes);
      if (!photo) skipped.push(name);
      return photo;
    } catch {
      skipped.push(name);
      return null;
    }
  });
  return { photos: prepared.filter((x): x is PreparedPhoto => x !== null), skipped };
}

interface PreparedListing {
  listing: ReadListing;
  line: number;
  propertyId: string;
  known: boolean;
  photos: PreparedPhoto[];
  skipped: string[];
}

/** The listing's photos made ready (the costly part), before its transaction. */
async function prepareListing(
  deps: AppDeps,
  opened: OpenedExport,
  agencyId: string,
  item: { line: number; listing: ReadListing },
  known: string | undefined,
): Promise<PreparedListing> {
  const propertyId = known ?? randomUUID();
  const alreadyHasPhotos = known ? (await repo.photoCount(deps.db, agencyId, known)) > 0 : false;
  const { photos, skipped } = alreadyHasPhotos
    ? { photos: [], skipped: [] }
    : await preparePhotos(opened, agencyId, propertyId, item.listing.photos);
  return { ...item, propertyId, known: known !== undefined, photos, skipped };
}

/**
 * One listing written whole or not at all: its photo files stored first (side by side), then in one
 * transaction the listing (created, or updated when its source reference is known), its photos when
 * it has none yet (a re-import never doubles them), and the run's progress. Files of a transaction
 * that fails, or that finds photos already there, are removed: no file outlives its rows
 * (the rule of storeFilesThenWrite).
 */
async function saveListing(
  deps: AppDeps,
  ctx: { agencyId: string; importId: string; userId: string },
  prepared: PreparedListing,
) {
  const { listing, propertyId, photos, line } = prepared;
  const files = photos.flatMap((ph) => ph.files);
  const refs = files.map((f) => ({ bucket: f.bucket, key: f.key }));
  try {
    await Promise.all(files.map((f) => deps.storage.put(f.bucket, f.key, f.body, f.contentType)));
    const outcome = await deps.db.transaction(async (tx) => {
      const existing = await repo.lockPropertyByImportRef(tx, ctx.agencyId, listing.ref);
      if (existing && existing !== propertyId) throw new Error('import ref moved');
      if (existing) await repo.updateImportedProperty(tx, ctx.agencyId, existing, listing.fields);
      else
        await repo.insertImportedProperty(tx, ctx.agencyId, {
          id: propertyId,
          userId: ctx.userId,
          ref: listing.ref,
          fields: listing.fields,
        });
      const withPhotos = existing ? (await repo.photoCount(tx, ctx.agencyId, existing)) === 0 : true;
      if (withPhotos) {
        await repo.insertImportedPhotos(
          tx,
          ctx.agencyId,
          propertyId,
          photos.map((ph) => ph.row),
        );
      }
      await repo.setProgress(tx, ctx.agencyId, ctx.importId, line);
      return { created: !existing, photos: withPhotos ? photos.length : 0 };
    });
    if (outcome.photos === 0 && refs.length > 0) await removeStoredFiles(deps.storage, refs);
    return { ...outcome, propertyId, skipped: prepared.skipped };
  } catch (err) {
    await removeStoredFiles(deps.storage, refs).catch(() => undefined);
    throw err;
  }
}

/**
 * The run (« Importer »): the lines the dry run read, written one listing per transaction, in file
 * order. A crash (kill -9) leaves whole listings only; the run resumes from its last checkpoint, and
 * the listings written after it are found again by their source reference and updated.
 */
export async function runImport(
  deps: AppDeps,
  { agencyId, importId, requestedBy }: { agencyId: string; importId: string; requestedBy: string },
  log: JobLogger,
): Promise<void> {
  const row = await repo.findImport(deps.db, agencyId, importId);
  if (row?.status !== 'running' || !row.storageKey) return;
  const storageKey = row.storageKey;
  const stored = storedReport(row);
  const scope = scopeActingFor({ agencyId, userId: requestedBy });
  await whileBeating(
    deps.config.staleJobMs,
    () => repo.touchImport(deps.db, agencyId, importId),
    async () => {
      const object = await deps.storage.get(IMPORT_BUCKET, storageKey);
      if (!object) throw new Error('listing import file missing');
      const file = await copyToTempFile(object.body);
      let opened: OpenedExport | null = null;
      try {
        opened = await openExport(file.path);
        const result = stored.result ?? emptyResult();
        const from = result.checkpoint ?? 0;
        const report: StoredReport = { analysis: stored.analysis, result };
        const problem = (pr: ImportProblem) => {
          if (result.problems.length < PROBLEMS_SHOWN) result.problems.push(pr);
        };
        const seen = new Set<string>();
        // Lines in file order; `listing` null for a line the dry run refused too.
        const pending: { line: number; listing: ReadListing | null }[] = [];
        let sinceCheckpoint = 0;
        const checkpoint = async (line: number) => {
          result.checkpoint = line;
          sinceCheckpoint = 0;
          await saveReport(deps.db, agencyId, importId, report);
        };
        const writeBatch = async (batch: { line: number; listing: ReadListing | null }[]) => {
          if (batch.length === 0 || !opened) return;
          const zip = opened;
          const refs = batch.flatMap((b) => (b.listing ? [b.listing.ref] : []));
          const known = await repo.propertiesByImportRef(deps.db, agencyId, refs);
          const prepare = (i: number) => {
            const item = batch[i];
            if (!item?.listing) return null;
            const { line, listing } = item;
            return prepareListing(deps, zip, agencyId, { line, listing }, known.get(listing.ref)).catch(
              (err: unknown) => err as Error,
            );
          };
          // The next listing's photos are re-encoded while this one is written: the CPU and the
          // database work side by side.
          let next = prepare(0);
          for (const [i, { line, listing }] of batch.entries()) {
            const current = next;
            next = prepare(i + 1);
            if (!listing || !current) result.notImported += 1;
            else {
              try {
                const prepared = await current;
                if (prepared instanceof Error) throw prepared;
                const written = await saveListing(
                  deps,
                  { agencyId, importId, userId: scope.userId },
                  prepared,
                );
                if (written.created) result.created += 1;
                else result.updated += 1;
                result.photos += written.photos;
                result.photosSkipped += written.skipped.length;
                for (const name of written.skipped) {
                  problem({ line, rank: null, level: 'warning', message: p.photoTooLarge(name) });
                }
                if (listing.mandate) {
                  result.mandates.push({
                    propertyId: written.propertyId,
                    name: listing.fields.name,
                    number: listing.mandate.number,
                    date: listing.mandate.date,
                    exclusive: listing.mandate.exclusive,
                  });
                }
              } catch (err) {
                log.error({ err, agencyId, importId, line }, 'imported listing not written');
                result.notImported += 1;
                problem({ line, rank: null, level: 'error', message: p.writeFailed });
              }
            }
            sinceCheckpoint += 1;
            if (sinceCheckpoint >= CHECKPOINT_EVERY) await checkpoint(line);
          }
          await next;
        };
        const encoding = await annoncesEncoding(opened);
        // The same reading as the dry run: the same lines are refused for the same reasons.
        for await (const { line, cells } of annoncesLines(opened, encoding)) {
          const read = cells ? readListingLine(cells, { line, configVersion: opened.version }) : null;
          const listing =
            read?.ok && !seen.has(read.listing.ref) && seen.size < MAX_LISTINGS ? read.listing : null;
          if (listing) seen.add(listing.ref);
          if (line <= from) continue;
          pending.push({ line, listing });
          if (pending.length >= 50) await writeBatch(pending.splice(0));
        }
        await writeBatch(pending.splice(0));

        await saveReport(deps.db, agencyId, importId, report);
        await repo.updateImport(deps.db, agencyId, importId, { done: row.total });
        await repo.moveImport(deps.db, agencyId, importId, ['running'], 'done', {
          storageKey: null,
          error: null,
          finishedAt: new Date(),
        });
        await deps.storage.delete(IMPORT_BUCKET, [storageKey]);
      } catch (err) {
        await repo.moveImport(deps.db, agencyId, importId, ['running'], 'failed', {
          error: listingImportMessages.failed,
          finishedAt: new Date(),
        });
        throw err;
      } finally {
        opened?.close();
        await file.remove();
      }
    },
    (err) => log.error({ err, agencyId }, 'listing import heartbeat not saved'),
  );
}
