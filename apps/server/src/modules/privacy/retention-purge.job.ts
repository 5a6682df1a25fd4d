import { z } from 'zod';
import { runRetentionPurge } from './privacy.service';
import { defineJob } from '../../jobs/job';

/**
 * Once a day (issue 15): client documents past their retention period are deleted with their
 * files, rejected candidates left without purpose are anonymised, and the purge log says so.
 */
export const retentionPurgeJob = defineJob({
  name: 'retention-purge',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 24,
  async run(deps, _payload, log) {
    await runRetentionPurge(deps, log);
  },
});
