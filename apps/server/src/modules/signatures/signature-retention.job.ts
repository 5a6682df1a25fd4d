import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { purgeSignaturesPastRetention } from './signature-retention';

/** Once a day: signature requests past their ten years go, with their files (purge log lines). */
export const signatureRetentionJob = defineJob({
  name: 'signature-retention',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 24,
  async run(deps, _payload, log) {
    const erased = await purgeSignaturesPastRetention(deps);
    if (erased > 0) log.info({ erased }, 'signature requests past retention erased');
  },
});
