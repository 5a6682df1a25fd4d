import { uuidParam } from '../schemas/fields';
import {
  historyClientOptionListSchema,
  historyEntryInputSchema,
  historyEntrySchema,
  historyListSchema,
} from '../schemas/history';
import { created, endpoint, multipart, ok } from './define';

export const historyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/properties/:id/history',
    params: uuidParam,
    response: ok(historyListSchema),
  }),
  /** Multipart: the entry's fields plus `documents` files. */
  create: endpoint({
    method: 'POST',
    path: '/api/properties/:id/history',
    params: uuidParam,
    body: multipart(historyEntryInputSchema),
    response: created(historyEntrySchema),
  }),
  clientOptions: endpoint({
    method: 'GET',
    path: '/api/history/client-options',
    response: ok(historyClientOptionListSchema),
  }),
} as const;
