import { z } from 'zod';
import { sweepOrphanFiles } from './orphan-sweep';
import { defineJob } from '../jobs/job';

/**
 * Files a save stored before its process died, with no row to name them (identity documents
 * among them): removed at start-up and then every hour, once older than the grace period.
 */
export const sweepOrphanFilesJob = defineJob({
  name: 'sweep-orphan-files',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60 },
  everyHours: 1,
  async run(deps) {
    await sweepOrphanFiles(deps, { graceMs: deps.config.storage.orphanGraceMs });
  },
});
