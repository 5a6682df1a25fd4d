import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { expirePendingOffers } from './offer-expiry';

/** Every hour: pending offers past their validity date become « expirée » (issue 32). */
export const offerExpiryJob = defineJob({
  name: 'offer-expiry',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 1,
  async run(deps, _payload, log) {
    const expired = await expirePendingOffers(deps);
    if (expired > 0) log.info({ expired }, 'offers expired');
  },
});
