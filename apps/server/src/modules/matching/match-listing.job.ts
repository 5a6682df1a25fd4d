import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { LISTING_EVENTS } from '../../listing-events';
import { instantAlertJob } from './instant-alert.job';
import { matchListing } from './match-run';

/**
 * A listing event (created, price drop, back on the market, facts changed, withdrawn): the listing
 * against every active search of its agency. No idempotency key: two events of one listing must
 * both run (the second sees the latest facts), and a run repeated by a retry changes nothing.
 */
const ALERT_CHUNK = 10_000;

export const matchListingJob = defineJob({
  name: 'match-listing',
  payload: z.object({ agencyId: z.uuid(), propertyId: z.uuid(), event: z.enum(LISTING_EVENTS) }),
  retry: { limit: 3, delaySeconds: 5 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    // The pairs whose event is new for their client: the instant alerts decide who gets an e-mail.
    const fresh = await matchListing(deps, payload);
    // Chunked so that one alert job stays bounded, however many searches one listing meets.
    for (let i = 0; i < fresh.length; i += ALERT_CHUNK) {
      await deps.jobs.enqueue(instantAlertJob, {
        agencyId: payload.agencyId,
        matches: fresh.slice(i, i + ALERT_CHUNK),
      });
    }
  },
});
