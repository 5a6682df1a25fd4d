import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { purgeInvoicesPastRetention } from './fee-invoice-retention';

/** Once a day: fee invoices ten years after their issue go, with their PDFs. */
export const feeInvoiceRetentionJob = defineJob({
  name: 'fee-invoice-retention',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 300 },
  everyHours: 24,
  async run(deps, _payload, log) {
    const erased = await purgeInvoicesPastRetention(deps);
    if (erased > 0) log.info({ erased }, 'fee invoices past retention erased');
  },
});
