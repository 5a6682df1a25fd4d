import { z } from 'zod';
import { uuidParam } from '../schemas/fields';
import {
  propertyFieldsSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertySchema,
  propertySiteSchema,
  propertyStatusSchema,
  propertyUpdateSchema,
} from '../schemas/properties';
import { created, endpoint, file, json, multipart, noContent, ok } from './define';

const PHOTO_VARIANTS = ['thumb', 'large'] as const;
const photoParams = z.object({ id: z.uuid(), variant: z.enum(PHOTO_VARIANTS) });

export const propertyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/properties',
    query: propertyListQuerySchema,
    response: ok(propertyPageSchema),
  }),
  /** Multipart: the fields plus `photos` files (a JSON body without photos is accepted too). */
  create: endpoint({
    method: 'POST',
    path: '/api/properties',
    body: multipart(propertyFieldsSchema),
    response: created(propertySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/properties/:id',
    params: uuidParam,
    response: ok(propertySchema),
  }),
  /** Multipart: the fields, `removePhotoIds`, and new `photos` files. */
  update: endpoint({
    method: 'PUT',
    path: '/api/properties/:id',
    params: uuidParam,
    body: multipart(propertyUpdateSchema),
    response: ok(propertySchema),
  }),
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/api/properties/:id/status',
    params: uuidParam,
    body: json(propertyStatusSchema),
    response: ok(propertySchema),
  }),
  /** « Publié sur le site »: the first publication gives the listing its public reference. */
  publishOnSite: endpoint({
    method: 'PUT',
    path: '/api/properties/:id/site',
    params: uuidParam,
    body: json(propertySiteSchema),
    response: ok(propertySchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/properties/:id',
    params: uuidParam,
    response: noContent,
  }),
  photo: endpoint({ method: 'GET', path: '/api/photos/:id/:variant', params: photoParams, response: file }),
} as const;
