import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { sendInstantAlerts } from './alert-dispatch';

/**
 * Enqueued by the matching engine with the matches that just became full matches for a new event
 * key (a new listing, a price change, a listing available again): the searches on instant alerts
 * get one e-mail per client. Sending twice is impossible (proposals' unique key), so a retry is safe.
 */
export const instantAlertJob = defineJob({
  name: 'instant-alert',
  payload: z.object({
    agencyId: z.uuid(),
    matches: z
      .array(z.object({ searchId: z.uuid(), propertyId: z.uuid() }))
      .min(1)
      .max(100_000),
  }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await sendInstantAlerts(deps, payload);
  },
});
