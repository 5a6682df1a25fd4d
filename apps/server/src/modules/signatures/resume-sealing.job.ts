import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { resumeSealing } from './seal-sweep';

/**
 * Every five minutes: a request left in `sealing` (its process killed between the last signature's
 * commit and the job's enqueue, or its job given up) is sealed again.
 */
export const resumeSealingJob = defineJob({
  name: 'signature-resume-sealing',
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  everyMinutes: 5,
  async run(deps) {
    await resumeSealing(deps);
  },
});
