import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { deliverRevisionLetter } from './revision-letter-mail';

/** The revision letter by e-mail to a tenant who consented to electronic delivery; retried like every e-mail. */
export const revisionLetterMailJob = defineJob({
  name: 'rent-revision-letter-mail',
  payload: z.object({
    agencyId: z.uuid(),
    leaseId: z.uuid(),
    revisionId: z.uuid(),
    to: z.email(),
  }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await deliverRevisionLetter(deps, payload);
  },
});
