import { z } from 'zod';
import { buildExport } from './export-archive';
import { defineJob } from '../../jobs/job';

/** The head's archive of the agency's data and files (minutes for a large agency, never in a request). */
export const agencyExportJob = defineJob({
  name: 'agency-export',
  payload: z.object({ agencyId: z.uuid(), exportId: z.uuid(), userId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload, log) {
    await buildExport(deps, payload, log);
  },
});
