import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { mailSealedCopy } from './sealed-copy-mail';

/** « Every party receives the signed PDF by e-mail the moment the last one signs »: one job per party. */
export const sealedCopyMailJob = defineJob({
  name: 'signature-sealed-copy-mail',
  payload: z.object({ agencyId: z.uuid(), requestId: z.uuid(), to: z.email() }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await mailSealedCopy(deps, payload);
  },
});
