import { z } from 'zod';
import { runPortalExport } from './portal-export-build';
import { defineJob } from '../../jobs/job';

/** « Exporter vers les portails »: builds the agency's Poliris ZIP outside the request. */
export const portalExportJob = defineJob({
  name: 'portal-export',
  payload: z.object({ agencyId: z.uuid(), exportId: z.uuid(), requestedBy: z.uuid() }),
  retry: { limit: 2, delaySeconds: 30 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload, log) {
    await runPortalExport(deps, payload, log);
  },
});
