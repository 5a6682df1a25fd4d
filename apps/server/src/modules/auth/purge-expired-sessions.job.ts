import { z } from 'zod';
import { purgeExpiredSessions } from '../../auth/sessions';
import { purgeExpiredChallenges } from './two-factor.service';
import { defineJob } from '../../jobs/job';

/** Expired sessions and two-factor challenges can no longer sign anyone in; deleting them keeps the tables small. */
export const purgeExpiredSessionsJob = defineJob({
  name: 'purge-expired-sessions',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60 },
  everyHours: 6,
  async run(deps) {
    await purgeExpiredSessions(deps.db);
    await purgeExpiredChallenges(deps.db);
  },
});
