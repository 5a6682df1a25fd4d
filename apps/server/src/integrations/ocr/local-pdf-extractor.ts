import { pageRenderSize, renderPage } from './page-render';
import { readTextLayers } from './pdf-text-layer';
import type { ExtractionInput, PdfTextExtractor } from './pdf-text-extractor';
import { throwIfAborted } from './pdf-text-extractor';
import type { TesseractPool } from './tesseract-pool';

/** A page with fewer letters or digits than this in its text layer is a scan: it goes to OCR. */
const MIN_TEXT_CHARS = 3;
/** tesseract reports progress by the hundredth; the browser is told only every 5 %. */
const PROGRESS_STEP = 0.05;

/**
 * The offline default: each page's text layer through pdf.js (in a child process, pdf-text-layer.ts); pages without one are rendered
 * (within a pixel budget, in the OCR pool) and read by the local French tesseract model. Pages are joined in order (the original read only page 1).
 */
export class LocalPdfExtractor implements PdfTextExtractor {
  readonly name = 'local';
  constructor(private readonly pool: TesseractPool) {}

  async extract({ pdf, pageCount, signal, onProgress }: ExtractionInput): Promise<string> {
    const layers = await readTextLayers(pdf, pageCount, signal);
    const pages: string[] = [];
    for (const layer of layers) {
      throwIfAborted(signal);
      const n = layer.page;
      let text = layer.text.trim();
      if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_TEXT_CHARS) {
        onProgress({ page: n, pageCount, method: 'text', fraction: 1 });
      } else {
        onProgress({ page: n, pageCount, method: 'ocr', fraction: 0 });
        const size = pageRenderSize(layer.width, layer.height);
        let reported = 0;
        const onPageProgress = (fraction: number) => {
          if (signal.aborted || fraction - reported < PROGRESS_STEP || fraction >= 1) return;
          reported = fraction;
          onProgress({ page: n, pageCount, method: 'ocr', fraction });
        };
        text = (await this.pool.readPage((s) => renderPage(pdf, n, size, s), signal, onPageProgress)).trim();
        onProgress({ page: n, pageCount, method: 'ocr', fraction: 1 });
      }
      pages.push(text);
    }
    return pages.filter(Boolean).join('\n\n');
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
