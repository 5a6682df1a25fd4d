import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { sendProposalMail } from './proposal-mail-send';

/**
 * One e-mail of listings to a client (a proposal, an instant alert or a daily digest), recorded
 * before it is enqueued: rendered and sent when the job runs, retried like every e-mail.
 */
export const proposalMailJob = defineJob({
  name: 'proposal-mail',
  payload: z.object({ agencyId: z.uuid(), mailId: z.uuid() }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await sendProposalMail(deps, payload);
  },
});
