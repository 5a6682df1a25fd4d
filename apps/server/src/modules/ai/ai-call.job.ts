import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { runAiCallJob } from './ai-call';
import { runListingCall } from './listing-call';
import { runReviewsCall } from './reviews-call';

/**
 * A long AI call (an external provider, many reviews) outside the request: the browser polls its
 * row and may cancel it. Not retried here: the provider adapters retry with backoff themselves,
 * and a call the user is waiting for should fail visibly rather than come back minutes later.
 */
export const aiCallJob = defineJob({
  name: 'ai-call',
  payload: z.object({ agencyId: z.uuid(), jobId: z.uuid(), userId: z.uuid() }),
  retry: { limit: 0, delaySeconds: 1 },
  agencyOf: (payload) => payload.agencyId,
  // Calls of several agencies run side by side: one slow provider answer must not hold the others.
  concurrency: 4,
  async run(deps, payload) {
    await runAiCallJob(deps, payload, { listing: runListingCall, reviews: runReviewsCall });
  },
});
