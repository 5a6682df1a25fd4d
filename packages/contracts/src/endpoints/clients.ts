import { z } from 'zod';
import {
  clientDetailSchema,
  clientDocumentSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
  clientSearchQuerySchema,
  clientVisitListSchema,
} from '../schemas/clients';
import { clientDocumentSaveFieldsSchema } from '../schemas/documents';
import { uuidParam } from '../schemas/fields';
import { historyClientOptionListSchema } from '../schemas/history';
import { created, endpoint, json, multipart, noContent, ok } from './define';

export const clientEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/clients',
    query: clientListQuerySchema,
    response: ok(clientListSchema),
  }),
  /** The visit form's client picker: at most 20 of the agency's clients matching three letters or more. */
  search: endpoint({
    method: 'GET',
    path: '/api/clients/search',
    query: clientSearchQuerySchema,
    response: ok(historyClientOptionListSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/clients',
    body: json(clientInputSchema),
    response: created(clientDetailSchema),
  }),
  /** Multipart: the `file`, `text`, `receipt`, `documentType`, and the client's fields as JSON in `client`. */
  createWithDocument: endpoint({
    method: 'POST',
    path: '/api/clients/with-document',
    body: multipart(clientDocumentSaveFieldsSchema.extend({ client: z.string() })),
    response: created(clientDetailSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/clients/:id',
    params: uuidParam,
    response: ok(clientDetailSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/clients/:id',
    params: uuidParam,
    body: json(clientInputSchema),
    response: ok(clientDetailSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/clients/:id', params: uuidParam, response: noContent }),
  /** The history entries naming the client, newest first, with their property (the record's « Visites »). */
  visits: endpoint({
    method: 'GET',
    path: '/api/clients/:id/visits',
    params: uuidParam,
    response: ok(clientVisitListSchema),
  }),
  /** Multipart: the `file`, the extracted `text`, its `receipt` and the `documentType`. */
  addDocument: endpoint({
    method: 'POST',
    path: '/api/clients/:id/documents',
    params: uuidParam,
    body: multipart(clientDocumentSaveFieldsSchema),
    response: created(clientDocumentSchema),
  }),
} as const;
