import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { purgeApiKeyWindows } from './api-keys.service';

/** The API's request counters: only the current minute matters, older windows are deleted. */
export const purgeApiKeyWindowsJob = defineJob({
  name: 'purge-api-key-windows',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const removed = await purgeApiKeyWindows(deps);
    if (removed > 0) log.info({ removed }, 'ended API key windows deleted');
  },
});
