import {
  type ImportMappingRow,
  type ImportProblem,
  type ListingImportAnalysis,
  listingImportMessages,
  PHOTO_MAX_BYTES,
} from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import { whileBeating } from '../../jobs/heartbeat';
import type { JobLogger } from '../../jobs/job';
import { annoncesEncoding, annoncesLines, archiveError, type OpenedExport, openExport } from './export-file';
import * as repo from './listing-import.repo';
import { IMPORT_BUCKET, saveReport } from './listing-import-report';
import {
  columnName,
  isMappedRank,
  MAPPING,
  POLIRIS_VERSION_COLUMNS,
  readListingLine,
} from './poliris-reader';
import { copyToTempFile } from './upload-to-disk';
import { photoKey } from './zip-reader';

/** Problems kept in the report; the count of the others is given. */
export const PROBLEMS_SHOWN = 500;
/** Listings one import takes at most (docs/decisions/import.md). */
export const MAX_LISTINGS = 10_000;
const p = listingImportMessages.problems;

/** The dry run's reading of an export: nothing is written but the import's own report. */
export async function analyseExport(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  opened: OpenedExport,
  onProgress: (lines: number) => Promise<void>,
): Promise<ListingImportAnalysis> {
  const encoding = await annoncesEncoding(opened);
  const problems: ImportProblem[] = [];
  let omitted = 0;
  const report = (problem: ImportProblem) => {
    if (problems.length < PROBLEMS_SHOWN) problems.push(problem);
    else omitted += 1;
  };
  const filled = new Map<number, number>();
  const refs = new Map<string, number>();
  const photos = { found: 0, missing: 0, byUrl: 0, overLimit: 0 };
  let lines = 0;
  let refused = 0;
  let lineVersion: string | null = null;

  for await (const { line, cells } of annoncesLines(opened, encoding)) {
    lines += 1;
    if (lines % 200 === 0) await onProgress(lines);
    if (!cells) {
      refused += 1;
      report({ line, rank: null, level: 'error', message: p.unreadableLine });
      continue;
    }
    cells.forEach((value, i) => {
      if (value.trim() !== '') filled.set(i + 1, (filled.get(i + 1) ?? 0) + 1);
    });
    lineVersion ??= POLIRIS_VERSION_COLUMNS[cells[300]?.trim() ?? ''] ? cells[300]!.trim() : null;
    const result = readListingLine(cells, { line, configVersion: opened.version });
    if (refs.size >= MAX_LISTINGS && result.ok) {
      refused += 1;
      report({ line, rank: null, level: 'error', message: p.tooManyLines(MAX_LISTINGS) });
      continue;
    }
    const first = result.ok ? refs.get(result.listing.ref) : undefined;
    if (result.ok && first !== undefined) {
      refused += 1;
      report({ line, rank: 175, level: 'error', message: p.duplicateReference(result.listing.ref, first) });
      continue;
    }
    for (const problem of result.problems) report(problem);
    if (!result.ok) {
      refused += 1;
      continue;
    }
    refs.set(result.listing.ref, line);
    photos.byUrl += result.listing.photosByUrl;
    photos.overLimit += result.listing.photosOverLimit;
    for (const name of result.listing.photos) {
      const entry = opened.entries.photos.get(photoKey(name));
      if (!entry) {
        photos.missing += 1;
        report({ line, rank: null, level: 'warning', message: p.photoMissing(name) });
      } else if (entry.size > PHOTO_MAX_BYTES) {
        photos.missing += 1;
        report({ line, rank: null, level: 'warning', message: p.photoTooLarge(name) });
      } else photos.found += 1;
    }
  }

  if (opened.version && !POLIRIS_VERSION_COLUMNS[opened.version]) {
    problems.unshift({ line: null, rank: 301, level: 'warning', message: p.unknownVersion(opened.version) });
  }
  if (opened.version && lineVersion && lineVersion !== opened.version) {
    problems.unshift({
      line: null,
      rank: 301,
      level: 'warning',
      message: p.declaredVersionDiffers(opened.version, lineVersion),
    });
  }
  const existing = await repo.propertiesByImportRef(deps.db, agencyId, [...refs.keys()]);
  const row = (rank: number, column: string, field: string | null): ImportMappingRow => ({
    rank,
    column,
    field,
    count: filled.get(rank) ?? 0,
  });
  // Photos are summed into one row: thirty rows of « Photo n » say nothing more.
  const photoRanks = MAPPING.filter((m) => m.field === 'Photos');
  const mapping = [
    ...MAPPING.filter((m) => m.field !== 'Photos').map((m) => row(m.rank, m.column, m.field)),
    {
      rank: photoRanks[0]!.rank,
      column: 'Photos 1 à 30',
      field: 'Photos',
      count: photoRanks.reduce((sum, m) => sum + (filled.get(m.rank) ?? 0), 0),
    },
  ];
  const unmapped = [...filled.keys()]
    .filter((rank) => !isMappedRank(rank))
    .sort((a, b) => a - b)
    .map((rank) => row(rank, columnName(rank), null));
  return {
    version: opened.version ?? lineVersion,
    application: opened.application,
    encoding,
    lines,
    toCreate: refs.size - existing.size,
    toUpdate: existing.size,
    refused,
    photos,
    mapping,
    unmapped,
    problems,
    problemsOmitted: omitted,
  };
}

/** The dry-run job: the stored ZIP copied to a temporary file, read, its report saved, status `ready`. */
export async function runAnalysis(
  deps: AppDeps,
  { agencyId, importId }: { agencyId: string; importId: string },
  log: JobLogger,
): Promise<void> {
  const row = await repo.findImport(deps.db, agencyId, importId);
  if (row?.status !== 'analysing' || !row.storageKey) return;
  const storageKey = row.storageKey;
  await whileBeating(
    deps.config.staleJobMs,
    () => repo.touchImport(deps.db, agencyId, importId),
    async () => {
      const object = await deps.storage.get(IMPORT_BUCKET, storageKey);
      if (!object) {
        await repo.moveImport(deps.db, agencyId, importId, ['analysing'], 'failed', {
          error: listingImportMessages.analysisFailed,
          finishedAt: new Date(),
        });
        return;
      }
      const file = await copyToTempFile(object.body);
      let opened: OpenedExport | null = null;
      try {
        opened = await openExport(file.path);
        const analysis = await analyseExport(deps, agencyId, opened, (lines) =>
          repo.updateImport(deps.db, agencyId, importId, { done: lines }),
        );
        await saveReport(deps.db, agencyId, importId, { analysis, result: null });
        await repo.updateImport(deps.db, agencyId, importId, { done: 0, total: analysis.lines });
        await repo.moveImport(deps.db, agencyId, importId, ['analysing'], 'ready');
      } catch (err) {
        const refusal = archiveError(err);
        if (!refusal) throw err;
        // The archive itself is unreadable: nothing to retry, the file goes.
        await repo.moveImport(deps.db, agencyId, importId, ['analysing'], 'failed', {
          error: refusal.userMessage,
          storageKey: null,
          finishedAt: new Date(),
        });
        await deps.storage.delete(IMPORT_BUCKET, [storageKey]);
        log.info({ agencyId, importId }, 'listing import refused at analysis');
      } finally {
        opened?.close();
        await file.remove();
      }
    },
    (err) => log.error({ err, agencyId }, 'listing import heartbeat not saved'),
  );
}
