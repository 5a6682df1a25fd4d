import { fileURLToPath } from 'node:url';
import { pdfMessages } from '@immopilote/contracts';
import { ChildTaskFailedError, ChildTaskTimeoutError, runChildTask } from '../../files/child-task';
import { PAGE_TIME_LIMIT_MS } from './tesseract-pool';
import { abortError, ExtractionFailedError } from './pdf-text-extractor';

/**
 * Everything pdf.js reads from a PDF a member sent (its page count, its text layer) is read in a
 * child process (pdf-text-process.mjs), like rendered pages: pdf.js cannot be interrupted
 * mid-page, a one-page PDF of 611 KB once drew 63.8 million characters over 108 s and 3.1 GB on
 * the main thread, and every agency's requests waited meanwhile.
 */

/** The save schema keeps at most this much text for one document (documentSaveFieldsSchema). */
export const TEXT_LAYER_MAX_CHARS = 2_000_000;
/** Twenty dense pages of text on one page: beyond that a page is drawing text, not holding it. */
export const TEXT_LAYER_PAGE_MAX_CHARS = 200_000;
/** The text layers of all pages, within the same time as one page rendered and read by OCR. */
export const TEXT_LAYER_TIME_LIMIT_MS = PAGE_TIME_LIMIT_MS;
/** Opening a PDF (cross-reference table, catalogue, metadata) for the PDF rule. */
export const PDF_DESCRIBE_TIME_LIMIT_MS = 10_000;
/** V8 heap of one pdf.js process: the text caps above fit many times over. */
const PDF_PROCESS_HEAP_MB = 256;
const PDF_TEXT_PROCESS = fileURLToPath(new URL('./pdf-text-process.mjs', import.meta.url));

/** Raised when pdf.js cannot open the file, or gave up on it within its limits. */
export class PdfUnreadableError extends Error {}

/** The page count and whether the PDF is encrypted (for the PDF rule). */
export async function describePdf(pdf: Uint8Array): Promise<{ pageCount: number; encrypted: boolean }> {
  try {
    return await runChildTask(
      PDF_TEXT_PROCESS,
      { task: 'describe', pdf },
      { timeoutMs: PDF_DESCRIBE_TIME_LIMIT_MS, heapMb: PDF_PROCESS_HEAP_MB },
    );
  } catch (err) {
    if (err instanceof ChildTaskTimeoutError || err instanceof ChildTaskFailedError) {
      throw new PdfUnreadableError(err.message, { cause: err });
    }
    throw err;
  }
}

export interface PageTextLayer {
  page: number;
  text: string;
  /** The page's size in points, to size its rendering when it has no text layer. */
  width: number;
  height: number;
}

/**
 * The text layer of pages 1 to `pageCount`, in order. A PDF holding more text than the caps, or
 * taking longer than the limit, fails with a French message for the user.
 */
export async function readTextLayers(
  pdf: Uint8Array,
  pageCount: number,
  signal: AbortSignal,
  timeLimitMs = TEXT_LAYER_TIME_LIMIT_MS,
): Promise<PageTextLayer[]> {
  const pages: PageTextLayer[] = [];
  let outcome: { tooMuchText: boolean };
  try {
    outcome = await runChildTask(
      PDF_TEXT_PROCESS,
      {
        task: 'text',
        pdf,
        limits: {
          pageCount,
          pageMaxChars: TEXT_LAYER_PAGE_MAX_CHARS,
          documentMaxChars: TEXT_LAYER_MAX_CHARS,
        },
      },
      {
        timeoutMs: timeLimitMs,
        heapMb: PDF_PROCESS_HEAP_MB,
        signal,
        onEvent: (page) => pages.push(page as PageTextLayer),
      },
    );
  } catch (err) {
    if (signal.aborted) throw abortError();
    if (err instanceof ChildTaskTimeoutError) throw new ExtractionFailedError(pdfMessages.pageTimeout);
    throw err;
  }
  if (outcome.tooMuchText) throw new ExtractionFailedError(pdfMessages.tooMuchText);
  return pages;
}
