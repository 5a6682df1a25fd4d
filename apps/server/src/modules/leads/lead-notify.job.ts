import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { sendLeadNotice } from './lead-notify';

/**
 * A lead arrived or was given to a member: they are told by e-mail (the in-app badge reads the
 * summary). Enqueued right after the lead's insert; a lead not found yet (its transaction still
 * open) is tried again shortly, one rolled back gives up after the retries.
 */
export const leadNotifyJob = defineJob({
  name: 'lead-notify',
  payload: z.object({ agencyId: z.uuid(), leadId: z.uuid(), memberId: z.uuid().optional() }),
  retry: { limit: 2, delaySeconds: 1 },
  agencyOf: (p) => p.agencyId,
  async run(deps, payload) {
    if ((await sendLeadNotice(deps, payload)) === 'missing') {
      throw new Error('lead not visible yet (its transaction is open) or rolled back');
    }
  },
});
