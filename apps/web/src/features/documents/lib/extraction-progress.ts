import { pdfMessages as m } from '@immopilote/contracts';

/** Where an extraction stands: the upload, then the pages (those before `page` read, `fraction` of it). */
export type ExtractionProgress =
  | { phase: 'upload'; percent: number }
  | { phase: 'pages'; page: number; pageCount: number; fraction: number };

/** The upload's share of the bar; reading the pages fills the rest. */
const UPLOAD_SHARE = 10;

/** The bar's value (0–100) from what the server reported: nothing is guessed or timed. */
export function extractionPercent(p: ExtractionProgress | null): number {
  if (!p) return 0;
  if (p.phase === 'upload') return Math.round((p.percent * UPLOAD_SHARE) / 100);
  const pages = Math.max(p.pageCount, 1);
  const read = p.page === 0 ? 0 : Math.min(p.page - 1 + p.fraction, pages);
  return Math.round(UPLOAD_SHARE + (read / pages) * (100 - UPLOAD_SHARE));
}

export function extractionLabel(p: ExtractionProgress | null): string {
  if (!p) return m.uploading(0);
  if (p.phase === 'upload') return m.uploading(p.percent);
  return m.pageProgress(Math.max(p.page, 1), p.pageCount);
}
