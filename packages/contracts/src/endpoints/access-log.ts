import { accessLogPageSchema, accessLogQuerySchema } from '../schemas/access-log';
import { uuidParam } from '../schemas/fields';
import { endpoint, file, ok } from './define';

/** « Journal des accès » (issue 15 part 6): the head only. */
export const accessLogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/agency/access-log',
    query: accessLogQuerySchema,
    response: ok(accessLogPageSchema),
  }),
};

/** A client's own data (RGPD art. 15 and 20) as one ZIP: data, document files, history naming them. */
export const clientExportEndpoints = {
  download: endpoint({
    method: 'GET',
    path: '/api/clients/:id/export',
    params: uuidParam,
    response: file,
  }),
};
