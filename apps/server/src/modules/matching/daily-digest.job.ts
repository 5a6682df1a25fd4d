import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { runDailyDigests } from './alert-dispatch';

/** Every hour: the daily digests whose Paris hour has come (alert-dispatch.ts `runDailyDigests`). */
export const dailyDigestJob = defineJob({
  name: 'daily-digest',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 120 },
  everyHours: 1,
  async run(deps) {
    await runDailyDigests(deps);
  },
});
