import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { sendDueOwnerNotices } from './owner-notices-due';

/** Every hour: the visits whose owner must now be told leave in one notice per property. */
export const ownerNoticesDueJob = defineJob({
  name: 'owner-notices-due',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const sent = await sendDueOwnerNotices(deps);
    if (sent > 0) log.info({ sent }, 'owner notices written');
  },
});
