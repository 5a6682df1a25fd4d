import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { deliverDueWebhooks } from './webhook-delivery';
import { countDeliveriesOfEvent } from './webhooks.repo';

/**
 * Sends the agency's due webhook tries. Woken by each emitted event: the event's deliveries are
 * written in the caller's transaction, so a wake that runs before it commits finds none and is tried
 * again shortly; one rolled back gives up after the retries. The minute pass catches the rest.
 */
export const deliverWebhooksJob = defineJob({
  name: 'deliver-webhooks',
  payload: z.object({ agencyId: z.uuid(), eventId: z.string().optional() }),
  retry: { limit: 2, delaySeconds: 1 },
  // Mostly waiting on other servers (10 s at most each): a few agencies' passes at once.
  concurrency: 4,
  agencyOf: (p) => p.agencyId,
  async run(deps, payload, log) {
    await deliverDueWebhooks(deps, payload.agencyId, { log });
    if (payload.eventId && (await countDeliveriesOfEvent(deps.db, payload.agencyId, payload.eventId)) === 0) {
      throw new Error('webhook event not visible yet (its transaction is open) or rolled back');
    }
  },
});
