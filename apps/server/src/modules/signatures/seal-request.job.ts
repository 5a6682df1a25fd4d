import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { sealRequest } from './seal-work';

/** Seals a request once its last signer signed (key: the request id); retried, and resumed by the sweep. */
export const sealRequestJob = defineJob({
  name: 'signature-seal',
  payload: z.object({ agencyId: z.uuid(), requestId: z.uuid() }),
  retry: { limit: 5, delaySeconds: 30 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await sealRequest(deps, payload.agencyId, payload.requestId);
  },
});
