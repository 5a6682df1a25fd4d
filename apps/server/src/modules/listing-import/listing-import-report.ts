import {
  type ListingImport,
  type ListingImportAnalysis,
  type ListingImportResult,
  type ListingImportSummary,
  listingImportAnalysisSchema,
  listingImportResultSchema,
} from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import * as repo from './listing-import.repo';

export const IMPORT_BUCKET = 'imports' as const;

/**
 * What `imports.report` holds for a Poliris import: the dry run's analysis, then the run's result
 * (saved at checkpoints while it runs: `checkpoint` is the last line the counts cover).
 */
export interface StoredReport {
  analysis: ListingImportAnalysis | null;
  result: (ListingImportResult & { checkpoint?: number }) | null;
}

export function storedReport(row: repo.ImportRow): StoredReport {
  const raw = (row.report ?? {}) as Record<string, unknown>;
  const analysis = listingImportAnalysisSchema.safeParse(raw.analysis);
  const result = listingImportResultSchema.safeParse(raw.result);
  return {
    analysis: analysis.success ? analysis.data : null,
    result: result.success ? { ...result.data, checkpoint: Number(raw.checkpoint ?? 0) } : null,
  };
}

export async function saveReport(db: DbOrTx, agencyId: string, id: string, report: StoredReport) {
  const { checkpoint, ...result } = report.result ?? { checkpoint: 0 };
  await repo.updateImport(db, agencyId, id, {
    report: {
      analysis: report.analysis,
      result: report.result ? result : null,
      checkpoint: checkpoint ?? 0,
    },
  });
}

export function toListingImport(row: repo.ImportRow): ListingImport {
  const { analysis, result } = storedReport(row);
  let shown: ListingImportResult | null = null;
  if (result) {
    const { checkpoint: _checkpoint, ...rest } = result;
    shown = rest;
  }
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    done: row.done,
    total: row.total,
    error: row.error,
    analysis,
    result: shown,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toSummary(row: repo.ImportRow): ListingImportSummary {
  const { result } = storedReport(row);
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    done: row.done,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    created: result?.created ?? 0,
    updated: result?.updated ?? 0,
  };
}
