import { uuidParam } from '../schemas/fields';
import {
  latestPortalExportSchema,
  portalExportSchema,
  publicationCheckSchema,
} from '../schemas/portal-export';
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
  /**
   * What keeps one property off the portals, by the export's own rule (issue 27 §7): the property
   * page's checklist. Every member who sees the property.
   */
  propertyCheck: endpoint({
    method: 'GET',
    path: '/api/properties/:id/publication-check',
    params: uuidParam,
    response: ok(publicationCheckSchema),
  }),
} as const;
