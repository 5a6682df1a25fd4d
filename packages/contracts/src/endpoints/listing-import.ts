import { uuidParam } from '../schemas/fields';
import {
  listingImportListSchema,
  listingImportSchema,
  listingImportUploadFieldsSchema,
} from '../schemas/listing-import';
import { created, endpoint, multipart, ok } from './define';

/**
 * « Importer » (issue 33): another software's Poliris export becomes listings. The head only: a
 * bulk write of the whole portfolio (docs/decisions/import.md).
 */
export const listingImportEndpoints = {
  /** The ZIP, streamed to storage; the answer is the import, its dry run queued. */
  upload: endpoint({
    method: 'POST',
    path: '/api/imports/listings',
    body: multipart(listingImportUploadFieldsSchema),
    response: created(listingImportSchema),
  }),
  list: endpoint({ method: 'GET', path: '/api/imports/listings', response: ok(listingImportListSchema) }),
  /** One import with its dry-run report and progress: the page polls it. */
  get: endpoint({
    method: 'GET',
    path: '/api/imports/listings/:id',
    params: uuidParam,
    response: ok(listingImportSchema),
  }),
  /** « Importer »: writes what the dry run reported (also resumes an interrupted run). */
  confirm: endpoint({
    method: 'POST',
    path: '/api/imports/listings/:id/confirm',
    params: uuidParam,
    response: ok(listingImportSchema),
  }),
  /** « Annuler »: nothing is written, the file goes. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/imports/listings/:id/cancel',
    params: uuidParam,
    response: ok(listingImportSchema),
  }),
} as const;
