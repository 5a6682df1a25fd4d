import { z } from 'zod';
import {
  contactImportMappingSchema,
  contactImportPreviewSchema,
  contactImportSchema,
} from '../schemas/contact-import';
import { uuidParam } from '../schemas/fields';
import { created, endpoint, json, multipart, ok } from './define';

/** « Importer des contacts » (issue 33): whoever may add clients (client_directory). */
export const contactImportEndpoints = {
  /** The file (CSV or XLSX, field `file`): analysed at once (headers, suggestions, rows), nothing written to clients. */
  upload: endpoint({
    method: 'POST',
    path: '/api/contact-imports',
    body: multipart(z.object({})),
    response: created(contactImportSchema),
  }),
  /** The import and its progress (the page polls it while the job runs), then its report. */
  get: endpoint({
    method: 'GET',
    path: '/api/contact-imports/:id',
    params: uuidParam,
    response: ok(contactImportSchema),
  }),
  /** The first 20 rows as the mapping makes them, with their problems and duplicates. */
  preview: endpoint({
    method: 'POST',
    path: '/api/contact-imports/:id/preview',
    params: uuidParam,
    body: json(contactImportMappingSchema),
    response: ok(contactImportPreviewSchema),
  }),
  /** Saves the mapping and starts the job (or resumes a failed one where it stopped). */
  start: endpoint({
    method: 'POST',
    path: '/api/contact-imports/:id/start',
    params: uuidParam,
    body: json(contactImportMappingSchema),
    response: ok(contactImportSchema),
  }),
} as const;
