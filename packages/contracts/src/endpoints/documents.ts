import { z } from 'zod';
import { documentSaveFieldsSchema, extractionEventSchema } from '../schemas/documents';
import { uuidParam } from '../schemas/fields';
import { storedDocumentSchema } from '../schemas/properties';
import { created, endpoint, file, multipart, ndjson, noContent } from './define';

/** The PDF itself is the only part of an extraction request. */
const pdfOnly = z.object({});

export const documentEndpoints = {
  download: endpoint({
    method: 'GET',
    path: '/api/documents/:id/download',
    params: uuidParam,
    response: file,
  }),
  /** A small WebP preview of a history entry's photo (the list shows thumbnails, never full images). */
  thumbnail: endpoint({
    method: 'GET',
    path: '/api/documents/:id/thumbnail',
    params: uuidParam,
    response: file,
  }),
  /**
   * Multipart: the `file` only. The one PDF rule, asked when a PDF is chosen so the browser refuses
   * it at once with the server's reason (pages, encryption, damage); nothing is stored.
   */
  check: endpoint({
    method: 'POST',
    path: '/api/documents/check',
    body: multipart(pdfOnly),
    response: noContent,
  }),
  /** Multipart: the `file` only; answers NDJSON progress, then the text and its receipt. */
  extract: endpoint({
    method: 'POST',
    path: '/api/documents/extract',
    body: multipart(pdfOnly),
    response: ndjson(extractionEventSchema),
  }),
  /** Multipart: the `file`, the extracted `text` and its `receipt`. */
  addToProperty: endpoint({
    method: 'POST',
    path: '/api/properties/:id/documents',
    params: uuidParam,
    body: multipart(documentSaveFieldsSchema),
    response: created(storedDocumentSchema),
  }),
} as const;
