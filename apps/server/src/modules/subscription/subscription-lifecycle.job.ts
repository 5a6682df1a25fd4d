import { z } from 'zod';
import { runSubscriptionLifecycle } from './subscription-lifecycle.service';
import { defineJob } from '../../jobs/job';

/**
 * The time-driven steps of a subscription: past-due grace over → read-only; read-only period over
 * → the agency is deleted with its data and files. Hourly, so a step happens within the hour.
 */
export const subscriptionLifecycleJob = defineJob({
  name: 'subscription-lifecycle',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60 },
  everyHours: 1,
  async run(deps, _payload, log) {
    await runSubscriptionLifecycle(deps, log);
  },
});
