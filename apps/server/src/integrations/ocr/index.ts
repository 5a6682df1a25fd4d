import type { Config } from '../../config';
import { LocalPdfExtractor } from './local-pdf-extractor';
import { OcrWebServiceExtractor } from './ocr-web-service-extractor';
import type { PdfTextExtractor } from './pdf-text-extractor';
import { TesseractPool } from './tesseract-pool';

export type { PdfTextExtractor } from './pdf-text-extractor';

/** The OCR web service when its key is configured, otherwise the offline text layer + tesseract. */
export function createPdfTextExtractor(config: Config): PdfTextExtractor {
  if (config.ocr.apiKey) return new OcrWebServiceExtractor(config.ocr.apiUrl, config.ocr.apiKey);
  return new LocalPdfExtractor(new TesseractPool(config.ocr.maxConcurrentPages, config.ocr.cacheDir));
}
