import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { purgeInspectionsPastRetention } from './inspection-retention';

/** Once a day: inspections whose signature request was erased (ten years on) go, with their photos. */
export const inspectionRetentionJob = defineJob({
  name: 'inspection-retention',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 24,
  async run(deps, _payload, log) {
    const erased = await purgeInspectionsPastRetention(deps);
    if (erased > 0) log.info({ erased }, 'inspections past retention erased');
  },
});
