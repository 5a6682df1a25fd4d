import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { publishDueConnections } from './portals.service';

/**
 * Every hour: each enabled connection gets its nightly upload once a day after 02:00 (Paris), and
 * an upload that failed is tried again.
 */
export const portalNightlyJob = defineJob({
  name: 'portal-nightly',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 300 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const queued = await publishDueConnections(deps);
    if (queued > 0) log.info({ queued }, 'portal uploads queued');
  },
});
