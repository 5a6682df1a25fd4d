import { Worker } from 'node:worker_threads';
import { abortError } from './pdf-text-extractor';

/** pdf.js renders at 72 dpi; tesseract reads best around 150–200 dpi. */
export const RENDER_SCALE = 2.5;
/** Pixels of one rendered page at most (16 MB of RGBA); an A4 page at RENDER_SCALE is 3.1 million. */
export const MAX_PAGE_PIXELS = 4_000_000;
/** Longest side of a rendered page: a sliver of a page cannot make a canvas wider than tesseract reads well. */
export const MAX_PAGE_SIDE = 5_000;
/** Embedded images over this many pixels are not decoded (a 600 dpi A4 scan is 35 million). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** V8 heap of one render worker; its canvas and decoded images live outside it and are bounded above. */
const RENDER_WORKER_HEAP_MB = 256;

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
 * Renders one page to PNG in a worker thread of its own, so that a slow page can be stopped
 * wherever it is (terminate() interrupts pdf.js mid-page, which a render on the main thread
 * cannot) and all its memory goes with the worker.
 */
export function renderPage(
  pdf: Uint8Array,
  pageNumber: number,
  size: PageRenderSize,
  signal: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const worker = new Worker(new URL('./page-render-worker.mjs', import.meta.url), {
      // A copy of its own: a view into a larger buffer would send that whole buffer along.
      workerData: { pdf: new Uint8Array(pdf), pageNumber, ...size, maxImageSize: MAX_IMAGE_PIXELS },
      resourceLimits: { maxOldGenerationSizeMb: RENDER_WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      void worker.terminate();
      fn();
    };
    const onAbort = () => settle(() => reject(abortError()));
    signal.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (png: Uint8Array) =>
      settle(() => resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength))),
    );
    worker.once('error', (err) => settle(() => reject(err)));
    worker.once('exit', (code) => settle(() => reject(new Error(`page render worker exited with ${code}`))));
  });
}
