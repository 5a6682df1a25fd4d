import { uuidParam } from '../schemas/fields';
import { latestPortalExportSchema, portalExportSchema } from '../schemas/portal-export';
import { created, endpoint, file, ok } from './define';

/** « Exporter vers les portails » (issue 12, item 6): members with « Ajouter des biens » and the head. */
export const portalExportEndpoints = {
  /** Starts the job that builds the ZIP; the answer is the export, pending. */
  start: endpoint({ method: 'POST', path: '/api/portal-export', response: created(portalExportSchema) }),
  /** The latest export and its progress: the page polls it while the job runs. */
  latest: endpoint({ method: 'GET', path: '/api/portal-export', response: ok(latestPortalExportSchema) }),
  download: endpoint({
    method: 'GET',
    path: '/api/portal-export/:id/download',
    params: uuidParam,
    response: file,
  }),
} as const;
