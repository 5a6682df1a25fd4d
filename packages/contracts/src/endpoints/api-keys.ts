import { z } from 'zod';
import { uuidParam } from '../schemas/fields';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema, apiKeySchema } from '../schemas/api-keys';
import { created, endpoint, file, json, ok, okTyped } from './define';

/** The agency's keys of `/api/v1` (issue 33), in « API et webhooks »: the head only. */
export const apiKeyEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/api-keys', response: ok(apiKeyListSchema) }),
  /** Answers the secret once; only its SHA-256 is kept. */
  create: endpoint({
    method: 'POST',
    path: '/api/api-keys',
    body: json(apiKeyCreateSchema),
    response: created(apiKeyCreatedSchema),
  }),
  /** Revoked keys stay in the list (with their last use) and never work again. */
  revoke: endpoint({
    method: 'POST',
    path: '/api/api-keys/:id/revoke',
    params: uuidParam,
    response: ok(apiKeySchema),
  }),
} as const;

/** The files of the reference page: Swagger UI's own, served from the server (no CDN). */
export const API_DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js'] as const;

/** The open API's description, public: the document generated from the contracts and its page. */
export const apiDocsEndpoints = {
  openapi: endpoint({
    method: 'GET',
    path: '/api/v1/openapi.json',
    response: okTyped<Record<string, unknown>>(),
  }),
  page: endpoint({ method: 'GET', path: '/api/v1/docs', response: file }),
  asset: endpoint({
    method: 'GET',
    path: '/api/v1/docs/assets/:file',
    params: z.object({ file: z.enum(API_DOCS_ASSETS) }),
    response: file,
  }),
} as const;
