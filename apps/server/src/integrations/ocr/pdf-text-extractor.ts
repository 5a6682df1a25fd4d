/**
 * One step of an extraction, reported so the browser can show "page k of n" and a bar that moves
 * with the work done: pages before `page` are read, and `fraction` of this one.
 */
export interface ExtractionProgress {
  page: number;
  pageCount: number;
  /** How much of this page is read, 0 to 1: tesseract's own progress for a scanned page. */
  fraction: number;
  /** text: the page's own text layer; ocr: rendered and read locally; service: sent to the OCR web service. */
  method: 'text' | 'ocr' | 'service';
}

export interface ExtractionInput {
  pdf: Uint8Array;
  pageCount: number;
  signal: AbortSignal;
  onProgress(progress: ExtractionProgress): void;
}

/**
 * Turns a validated PDF into its French text, every page in order. Implementations stop as soon
 * as `signal` aborts (the user pressed Annuler or left) and then reject with an AbortError.
 */
export interface PdfTextExtractor {
  readonly name: string;
  extract(input: ExtractionInput): Promise<string>;
  close(): Promise<void>;
}

/** Raised when the extraction itself failed; the message is already French and meant for the user. */
export class ExtractionFailedError extends Error {}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortError();
}

export function abortError(): Error {
  const err = new Error('Extraction annulée');
  err.name = 'AbortError';
  return err;
}
