import { fileURLToPath } from 'node:url';
import { forkChildTask } from '../../files/child-task';
import { abortError } from './pdf-text-extractor';

/** pdf.js renders at 72 dpi; tesseract reads best around 150–200 dpi. */
export const RENDER_SCALE = 2.5;
/** Pixels of one rendered page at most (16 MB of RGBA); an A4 page at RENDER_SCALE is 3.1 million. */
export const MAX_PAGE_PIXELS = 4_000_000;
/** Longest side of a rendered page: a sliver of a page cannot make a canvas wider than tesseract reads well. */
export const MAX_PAGE_SIDE = 5_000;
/** Embedded images over this many pixels are not decoded (a 600 dpi A4 scan is 35 million). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** V8 heap of one render process; its canvas and decoded images live outside it and are bounded above. */
const RENDER_PROCESS_HEAP_MB = 256;
const RENDER_PROCESS = fileURLToPath(new URL('./page-render-process.mjs', import.meta.url));

export interface PageRenderSize {
  scale: number;
  width: number;
  height: number;
}

/**
 * The scale and canvas size to render a page of `widthPt` × `heightPt` points: RENDER_SCALE,
 * scaled down so the page fits MAX_PAGE_PIXELS and MAX_PAGE_SIDE. A blank 6000 pt page would
 * otherwise need a 15000 × 15000 canvas (900 MB) for a file of a few hundred bytes.
 */
export function pageRenderSize(widthPt: number, heightPt: number): PageRenderSize {
  const w = Math.max(widthPt, 1);
  const h = Math.max(heightPt, 1);
  const scale = Math.min(RENDER_SCALE, Math.sqrt(MAX_PAGE_PIXELS / (w * h)), MAX_PAGE_SIDE / Math.max(w, h));
  return { scale, width: Math.max(1, Math.floor(w * scale)), height: Math.max(1, Math.floor(h * scale)) };
}

/**
 * Renders one page to PNG in a child process of its own, so that a slow page can be stopped
 * wherever it is (a render on the main thread cannot be interrupted mid-page), a crash in the
 * native canvas takes down only that process, and every byte the render used goes back to the
 * system when it exits (a worker thread left ~100 MB behind in the server after a dozen pages).
 */
export async function renderPage(
  pdf: Uint8Array,
  pageNumber: number,
  size: PageRenderSize,
  signal: AbortSignal,
): Promise<Buffer> {
  try {
    const png = await forkChildTask<Uint8Array>(
      RENDER_PROCESS,
      { pdf, pageNumber, ...size, maxImageSize: MAX_IMAGE_PIXELS },
      { heapMb: RENDER_PROCESS_HEAP_MB, signal },
    );
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  } catch (err) {
    // The OCR pipeline tells a stopped read from a failed one by its own abort error.
    if (signal.aborted) throw abortError();
    throw err;
  }
}
