import { z } from 'zod';
import { uuidParam } from '../schemas/fields';
import {
  inspectionCreateSchema,
  inspectionDefaultsSchema,
  inspectionListSchema,
  inspectionParams,
  inspectionPhotoParams,
  inspectionPhotoSchema,
  inspectionSaveSchema,
  inspectionSchema,
  inspectionSignSchema,
} from '../schemas/inspections';
import { created, endpoint, file, json, multipart, noContent, ok } from './define';

/**
 * The état des lieux (issue 31). A device opens an inspection online, then works offline and
 * saves the whole document with the version it started from; photos go one by one, by an id the
 * device made (sending one twice stores it once).
 */
export const inspectionEndpoints = {
  listForProperty: endpoint({
    method: 'GET',
    path: '/api/properties/:id/inspections',
    params: uuidParam,
    response: ok(inspectionListSchema),
  }),
  /** An entry gets the property's rooms and the agency's elements; an exit is its entry's copy. */
  create: endpoint({
    method: 'POST',
    path: '/api/properties/:id/inspections',
    params: uuidParam,
    body: json(inspectionCreateSchema),
    response: created(inspectionSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/inspections/:id',
    params: inspectionParams,
    response: ok(inspectionSchema),
  }),
  /** 409 CONFLICT when another device saved since `baseVersion` (unless `force`). */
  save: endpoint({
    method: 'PUT',
    path: '/api/inspections/:id',
    params: inspectionParams,
    body: json(inspectionSaveSchema),
    response: ok(inspectionSchema),
  }),
  /** Drafts only: a signed inspection is a legal document and stays. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/inspections/:id',
    params: inspectionParams,
    response: noContent,
  }),
  /**
   * Multipart: the `photo` file (JPEG, PNG or WebP, resized on the phone); idempotent by `photoId`:
   * a retry after a network cut answers the stored photo.
   */
  putPhoto: endpoint({
    method: 'PUT',
    path: '/api/inspections/:id/photos/:photoId',
    params: inspectionPhotoParams,
    body: multipart(z.object({})),
    response: ok(inspectionPhotoSchema),
  }),
  photo: endpoint({
    method: 'GET',
    path: '/api/inspections/:id/photos/:photoId',
    params: inspectionPhotoParams,
    response: file,
  }),
  /** The draft's PDF (a preview), or once signed the sealed one. */
  pdf: endpoint({
    method: 'GET',
    path: '/api/inspections/:id/pdf',
    params: inspectionParams,
    response: file,
  }),
  sign: endpoint({
    method: 'POST',
    path: '/api/inspections/:id/signature',
    params: inspectionParams,
    body: json(inspectionSignSchema),
    response: ok(inspectionSchema),
  }),
  defaults: endpoint({
    method: 'GET',
    path: '/api/agency/inspection-defaults',
    response: ok(inspectionDefaultsSchema),
  }),
  setDefaults: endpoint({
    method: 'PUT',
    path: '/api/agency/inspection-defaults',
    body: json(inspectionDefaultsSchema),
    response: ok(inspectionDefaultsSchema),
  }),
} as const;
