import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { purgeLeadsPastRetention } from './lead-overdue';

/**
 * Once a day: a lead never linked to a client is erased LEAD_RETENTION_YEARS after its last event
 * (CNIL, prospects: three years after the last contact); a lead whose client was anonymised goes too.
 */
export const leadRetentionJob = defineJob({
  name: 'lead-retention',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 24,
  async run(deps, _payload, log) {
    const erased = await purgeLeadsPastRetention(deps);
    if (erased > 0) log.info({ erased }, 'leads past retention erased');
  },
});
