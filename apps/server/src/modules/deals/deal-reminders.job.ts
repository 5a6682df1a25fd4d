import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { remindDealDeadlines } from './deal-reminders';

/**
 * Every hour: the member in charge of a file is e-mailed DEAL_REMINDER_DAYS_BEFORE days before
 * each of its deadlines, once per due date (a moved deadline is reminded again).
 */
export const dealRemindersJob = defineJob({
  name: 'deal-reminders',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const sent = await remindDealDeadlines(deps);
    if (sent > 0) log.info({ sent }, 'deal deadline reminders sent');
  },
});
