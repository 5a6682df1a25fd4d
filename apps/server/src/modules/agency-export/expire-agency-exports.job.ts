import { z } from 'zod';
import { expireAgencyExports } from './agency-export.service';
import { defineJob } from '../../jobs/job';

/** The head's agency archives are kept AGENCY_EXPORT_KEEP_DAYS: older ones go with their files, hourly. */
export const expireAgencyExportsJob = defineJob({
  name: 'expire-agency-exports',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const removed = await expireAgencyExports(deps);
    if (removed > 0) log.info({ removed }, 'expired agency exports deleted');
  },
});
