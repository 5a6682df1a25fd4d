import { z } from 'zod';
import { purgeAccessLog } from './access-log.service';
import { defineJob } from '../../jobs/job';

/** The access log's retention (ACCESS_LOG_KEEP_MONTHS): older entries are deleted once a day. */
export const purgeAccessLogJob = defineJob({
  name: 'purge-access-log',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 24,
  async run(deps, _payload, log) {
    const removed = await purgeAccessLog(deps);
    if (removed > 0) log.info({ removed }, 'access log entries past retention deleted');
  },
});
