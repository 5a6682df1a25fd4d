import { z } from 'zod';
import { reconcileBilling } from './billing-reconcile.service';
import { defineJob } from '../../jobs/job';

/**
 * Our billing against the provider's, at start-up and hourly: deliveries stored but never
 * processed, checkouts paid whose webhook was lost, subscriptions changed meanwhile.
 */
export const reconcileBillingJob = defineJob({
  name: 'reconcile-billing',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60 },
  everyHours: 1,
  async run(deps, _payload, log) {
    await reconcileBilling(deps, log);
  },
});
