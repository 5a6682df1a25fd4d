import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
export function renderPage(
  pdf: Uint8Array,
  pageNumber: number,
  size: PageRenderSize,
  signal: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const child = fork(RENDER_PROCESS, [], {
      execArgv: [`--max-old-space-size=${RENDER_PROCESS_HEAP_MB}`],
      // The server's own NODE_OPTIONS (a TypeScript loader under tsx or vitest) would only slow it down.
      env: { ...process.env, NODE_OPTIONS: '' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-500);
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (child.exitCode === null) child.kill('SIGKILL');
      fn();
    };
    const onAbort = () => settle(() => reject(abortError()));
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('message', (png: Uint8Array) =>
      settle(() => resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength))),
    );
    child.once('error', (err) => settle(() => reject(err)));
    child.once('exit', (code, sig) =>
      settle(() => reject(new Error(`page render process exited (${code ?? sig}): ${stderr.trim()}`))),
    );
    child.send({ pdf, pageNumber, ...size, maxImageSize: MAX_IMAGE_PIXELS });
  });
}
