import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { deliverRentalOwnerMail } from './owner-statements.mail';

/**
 * An owner statement to a landlord, or a charges regularisation to a tenant who consented to
 * e-mail: one job per recipient, retried like every e-mail; the PDF is read from storage when it runs.
 */
export const rentalOwnerMailJob = defineJob({
  name: 'rental-owner-mail',
  payload: z.object({
    agencyId: z.uuid(),
    requestedBy: z.uuid(),
    leaseId: z.uuid(),
    kind: z.enum(['statement', 'charges']),
    recordId: z.uuid(),
    to: z.email(),
  }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await deliverRentalOwnerMail(deps, payload);
  },
});
