import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { matchSearch } from './match-run';

/** A search created or changed: it against every matchable listing of its agency. */
export const matchSearchJob = defineJob({
  name: 'match-search',
  payload: z.object({ agencyId: z.uuid(), searchId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 5 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await matchSearch(deps, payload);
  },
});
