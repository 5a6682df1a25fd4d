import { z } from 'zod';
import { forEachAgency } from '../../db/agency-scope';
import { defineJob } from '../../jobs/job';
import { allAgencyIds } from '../agency/agency.service';
import { deliverWebhooksJob } from './deliver-webhooks.job';
import { hasDueDeliveries } from './webhooks.repo';

/**
 * Every minute: each agency with a webhook try due (a retry, or an event whose wake was lost) gets
 * one delivery job; the key (agency and minute) keeps a slow pass from stacking them.
 */
export const webhookDeliveriesDueJob = defineJob({
  name: 'webhook-deliveries-due',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60 },
  everyMinutes: 1,
  async run(deps) {
    const now = new Date();
    const slot = Math.floor(now.getTime() / 60_000);
    await forEachAgency(
      () => allAgencyIds(deps),
      async (agencyId) => {
        if (!(await hasDueDeliveries(deps.db, agencyId, now))) return;
        await deps.jobs.enqueue(deliverWebhooksJob, { agencyId }, { key: `due:${agencyId}:${slot}` });
      },
    );
  },
});
