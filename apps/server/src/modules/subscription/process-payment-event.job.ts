import { z } from 'zod';
import { processPaymentEvent } from './billing-events.service';
import { defineJob } from '../../jobs/job';

/**
 * A provider's webhook event, verified and acknowledged by the route, processed here: the
 * subscription (and invoice) it names is re-read from the provider, then applied in the
 * transaction that records the event id once (a replay or a duplicate delivery does nothing).
 */
export const processPaymentEventJob = defineJob({
  name: 'process-payment-event',
  payload: z.object({
    id: z.string().min(1),
    type: z.string().min(1),
    subscriptionRef: z.string().nullable(),
    invoiceRef: z.string().nullable(),
    agencyId: z.string().nullable(),
    checkoutId: z.string().nullable(),
  }),
  retry: { limit: 8, delaySeconds: 30 },
  agencyOf: (event) => event.agencyId,
  async run(deps, event, log) {
    await processPaymentEvent(deps, event, log);
  },
});
