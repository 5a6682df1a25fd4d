import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { remindUnpaidRents } from './rent-reminders';

/**
 * Every hour: the tenants of each rent not paid in full are e-mailed once per reminder delay the
 * agency chose (days after the due date), however many passes or processes run.
 */
export const rentRemindersJob = defineJob({
  name: 'rent-reminders',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const sent = await remindUnpaidRents(deps);
    if (sent > 0) log.info({ sent }, 'rent reminders sent');
  },
});
