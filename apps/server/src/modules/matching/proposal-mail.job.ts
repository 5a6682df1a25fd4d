import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { sendProposalMails } from './proposal-mail-send';

/** E-mails one job sends at most: a digest of thousands goes in a few jobs, each retried alone. */
export const MAILS_PER_JOB = 200;

/**
 * E-mails of listings to clients (a proposal, an instant alert or a daily digest), recorded before
 * they are enqueued: rendered and sent when the job runs, retried like every e-mail.
 */
export const proposalMailJob = defineJob({
  name: 'proposal-mail',
  payload: z.object({ agencyId: z.uuid(), mailIds: z.array(z.uuid()).min(1).max(MAILS_PER_JOB) }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await sendProposalMails(deps, payload);
  },
});
