import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { issueAllRentCalls } from './rent-calls.service';

/**
 * Every hour: each lease's rent call is issued once its month is due to be called (from ten days
 * before the due date); a pass that finds nothing new only resumes what a killed one left.
 */
export const rentCallsJob = defineJob({
  name: 'rent-calls',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const issued = await issueAllRentCalls(deps);
    if (issued > 0) log.info({ issued }, 'rent calls issued');
  },
});
