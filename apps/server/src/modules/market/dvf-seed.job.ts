import { z } from 'zod';
import { seedShippedDvf } from './dvf-seed.service';
import { defineJob } from '../../jobs/job';

/** At start-up (main.ts): the DVF extract shipped in the repository, loaded once per database. */
export const dvfSeedJob = defineJob({
  name: 'dvf-seed',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 30 },
  async run(deps, _payload, log) {
    await seedShippedDvf(deps, log);
  },
});
