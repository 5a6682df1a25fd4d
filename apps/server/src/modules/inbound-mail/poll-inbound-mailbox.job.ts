import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { pollMailbox } from './mailbox-poll';

/**
 * One poll of one agency's mailbox: enqueued by the periodic pass for each due mailbox, and by
 * « Relever maintenant ». The poll records its own failures and backoff: the job does not retry.
 */
export const pollInboundMailboxJob = defineJob({
  name: 'poll-inbound-mailbox',
  payload: z.object({ agencyId: z.uuid() }),
  retry: { limit: 0, delaySeconds: 60 },
  // Mostly waiting on mail servers: a slow one does not hold up the others.
  concurrency: 3,
  agencyOf: (payload) => payload.agencyId,
  async run(deps, { agencyId }, log) {
    await pollMailbox(deps, agencyId, log);
  },
});
