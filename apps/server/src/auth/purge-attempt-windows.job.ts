import { z } from 'zod';
import { purgeEndedAttemptWindows } from './attempts';
import { defineJob } from '../jobs/job';

/** An ended window counts for nothing (the next attempt starts it again); deleting it keeps the table small. */
export const purgeAttemptWindowsJob = defineJob({
  name: 'purge-attempt-windows',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60 },
  everyHours: 1,
  async run(deps) {
    await purgeEndedAttemptWindows(deps.db);
  },
});
