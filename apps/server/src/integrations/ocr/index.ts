import { LocalPdfExtractor } from './local-pdf-extractor';
import type { OcrConfig } from './ocr.config';
import { OcrWebServiceExtractor } from './ocr-web-service-extractor';
import type { PdfTextExtractor } from './pdf-text-extractor';
import { TesseractPool } from './tesseract-pool';

export type { OcrConfig } from './ocr.config';
export type { PdfTextExtractor } from './pdf-text-extractor';
export { ExtractionFailedError } from './pdf-text-extractor';
export { TEXT_LAYER_MAX_CHARS } from './pdf-text-layer';

/** The OCR web service when its key is configured, otherwise the offline text layer + tesseract. */
export function createPdfTextExtractor(config: OcrConfig): PdfTextExtractor {
  if (config.apiKey) return new OcrWebServiceExtractor(config.apiUrl, config.apiKey);
  return new LocalPdfExtractor(new TesseractPool(config.maxConcurrentPages, config.cacheDir));
}
