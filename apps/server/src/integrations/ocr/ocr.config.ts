import path from 'node:path';
import { z } from 'zod';

/** The variables the OCR family reads. */
export const ocrEnv = z.object({
  OCR_API_KEY: z.string().min(1).optional(),
  OCR_API_URL: z.url().default('https://api.ocr.space/parse/image'),
  OCR_MAX_CONCURRENT_PAGES: z.coerce.number().int().min(1).max(16).default(2),
});

/** Local text layer + tesseract unless the OCR web service's key is configured (it never reaches the browser). */
export interface OcrConfig {
  apiKey: string | undefined;
  apiUrl: string;
  maxConcurrentPages: number;
  /** tesseract's cache of the French model, under the data directory. */
  cacheDir: string;
}

export function ocrConfig(env: z.infer<typeof ocrEnv>, dataDir: string): OcrConfig {
  return {
    apiKey: env.OCR_API_KEY,
    apiUrl: env.OCR_API_URL,
    maxConcurrentPages: env.OCR_MAX_CONCURRENT_PAGES,
    cacheDir: path.join(dataDir, 'ocr-cache'),
  };
}
