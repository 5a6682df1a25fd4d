import { uuidParam } from '../schemas/fields';
import { agencyExportStateSchema } from '../schemas/subscription';
import { accepted, endpoint, file, ok } from './define';

/** The head's export of the agency's data (ZIP), built by a job; open in read-only too. */
export const agencyExportEndpoints = {
  state: endpoint({ method: 'GET', path: '/api/agency/export', response: ok(agencyExportStateSchema) }),
  start: endpoint({ method: 'POST', path: '/api/agency/export', response: accepted }),
  download: endpoint({
    method: 'GET',
    path: '/api/agency/export/:id/download',
    params: uuidParam,
    response: file,
  }),
} as const;
