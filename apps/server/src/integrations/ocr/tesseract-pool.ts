import { createRequire } from 'node:module';
import fs from 'node:fs';
import { pdfMessages } from '@immopilote/contracts';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { abortError, ExtractionFailedError } from './pdf-text-extractor';

const require = createRequire(import.meta.url);
/** The French model ships inside @tesseract.js-data/fra: nothing is downloaded at run time. */
const FRA_LANG_PATH: string = (require('@tesseract.js-data/fra') as { langPath: string }).langPath;

/** Workers idle longer than this are terminated: each one holds the French model (~100 MB). */
const IDLE_MS = 60_000;
/** One scanned page, render and OCR, within this; a warm A4 page takes 1–3 s on 2 busy cores. */
export const PAGE_TIME_LIMIT_MS = 30_000;

/**
 * A small pool of tesseract workers, at most `size` pages rendered or read at once (both are CPU
 * and memory bound). A page whose request is cancelled or over its time terminates its worker:
 * tesseract cannot abort a running job.
 */
/** Where a worker's recognition progress goes: the page it is reading now, if any. */
interface ProgressHook {
  listener?: (fraction: number) => void;
}

export class TesseractPool {
  private idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  /** tesseract.js takes its logger when the worker is created; the pool points it at each page in turn. */
  private hooks = new WeakMap<Worker, ProgressHook>();
  private busy = 0;
  private waiting: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly cachePath: string,
    private readonly pageTimeLimitMs = PAGE_TIME_LIMIT_MS,
  ) {}

  /**
   * Renders a page then reads it, both in one slot and within the page time limit: the pool's
   * size bounds the canvases alive at once as well as the tesseract jobs. `onProgress` receives
   * tesseract's own recognition progress (0 to 1) for this page.
   */
  async readPage(
    render: (signal: AbortSignal) => Promise<Buffer>,
    signal: AbortSignal,
    onProgress?: (fraction: number) => void,
  ): Promise<string> {
    await this.acquireSlot(signal);
    const deadline = AbortSignal.timeout(this.pageTimeLimitMs);
    const pageSignal = AbortSignal.any([signal, deadline]);
    try {
      return await this.read(await render(pageSignal), pageSignal, onProgress);
    } catch (err) {
      if (deadline.aborted && !signal.aborted) throw new ExtractionFailedError(pdfMessages.pageTimeout);
      throw err;
    } finally {
      this.releaseSlot();
    }
  }

  private async read(
    image: Buffer,
    signal: AbortSignal,
    onProgress?: (fraction: number) => void,
  ): Promise<string> {
    let worker: Worker | undefined;
    try {
      worker = await this.takeWorker();
      if (signal.aborted) throw abortError();
      const w = worker;
      const shared = this.hooks.get(w);
      if (shared) shared.listener = onProgress;
      return await new Promise<string>((resolve, reject) => {
        // terminate() leaves a running recognize() pending forever: settle it ourselves.
        const onAbort = () => {
          worker = undefined;
          void w.terminate();
          reject(abortError());
        };
        signal.addEventListener('abort', onAbort, { once: true });
        w.recognize(image).then(
          (result) => {
            signal.removeEventListener('abort', onAbort);
            resolve(result.data.text);
          },
          (err: unknown) => {
            signal.removeEventListener('abort', onAbort);
            // A worker that failed a page is not trusted with the next one.
            worker = undefined;
            void w.terminate();
            reject(err);
          },
        );
      });
    } finally {
      if (worker) {
        const shared = this.hooks.get(worker);
        if (shared) shared.listener = undefined;
        this.giveBack(worker);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const idle = this.idle;
    this.idle = [];
    await Promise.all(
      idle.map(({ worker, timer }) => {
        clearTimeout(timer);
        return worker.terminate();
      }),
    );
  }

  private async acquireSlot(signal: AbortSignal): Promise<void> {
    if (this.busy < this.size) {
      this.busy++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort);
        this.busy++;
        resolve();
      };
      const onAbort = () => {
        this.waiting = this.waiting.filter((w) => w !== grant);
        reject(abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private releaseSlot(): void {
    this.busy--;
    this.waiting.shift()?.();
  }

  private async takeWorker(): Promise<Worker> {
    const entry = this.idle.pop();
    if (entry) {
      clearTimeout(entry.timer);
      return entry.worker;
    }
    fs.mkdirSync(this.cachePath, { recursive: true });
    const hook: ProgressHook = {};
    const worker = await createWorker('fra', OEM.LSTM_ONLY, {
      langPath: FRA_LANG_PATH,
      cachePath: this.cachePath,
      gzip: true,
      logger: (message) => {
        if (message.status === 'recognizing text') hook.listener?.(message.progress);
      },
    });
    this.hooks.set(worker, hook);
    return worker;
  }

  private giveBack(worker: Worker): void {
    if (this.closed) {
      void worker.terminate();
      return;
    }
    const timer = setTimeout(() => {
      this.idle = this.idle.filter((e) => e.worker !== worker);
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    this.idle.push({ worker, timer });
  }
}
