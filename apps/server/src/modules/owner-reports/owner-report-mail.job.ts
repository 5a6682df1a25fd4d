import { z } from 'zod';
import { deliverOwnerReport } from './owner-report-file';
import { defineJob } from '../../jobs/job';

/**
 * « Envoyer au mandant »: the PDF is drawn when the job runs, not carried in the payload (a few
 * megabytes of photos would sit in the queue); retried like every e-mail.
 */
export const ownerReportMailJob = defineJob({
  name: 'owner-report-mail',
  payload: z.object({
    agencyId: z.uuid(),
    propertyId: z.uuid(),
    reportId: z.uuid(),
    requestedBy: z.uuid(),
    to: z.email(),
  }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await deliverOwnerReport(deps, payload);
  },
});
