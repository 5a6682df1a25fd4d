import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { flagOverdueLeads } from './lead-overdue';

/**
 * Every hour: a lead still « nouvelle » past LEAD_RESPONSE_TARGET_MINUTES of opening hours is
 * flagged once (its history, an e-mail to its member). The inbox and the dashboard compute the flag
 * live; this round only tells it.
 */
export const leadOverdueJob = defineJob({
  name: 'lead-overdue',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const flagged = await flagOverdueLeads(deps);
    if (flagged > 0) log.info({ flagged }, 'overdue leads flagged');
  },
});
