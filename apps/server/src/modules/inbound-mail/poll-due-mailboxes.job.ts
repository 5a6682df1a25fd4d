import { z } from 'zod';
import { forEachAgency } from '../../db/agency-scope';
import { defineJob } from '../../jobs/job';
import { allAgencyIds } from '../agency/agency.service';
import { findDueMailbox } from './inbound-mail.repo';
import { POLL_EVERY_MINUTES } from './mailbox-poll';
import { pollInboundMailboxJob } from './poll-inbound-mailbox.job';

/**
 * Every few minutes: each agency whose IMAP mailbox is on and due (`nextPollAt`, pushed back after
 * failures) gets one poll job. The key (agency and due time) keeps a slow pass from stacking polls.
 */
export const pollDueMailboxesJob = defineJob({
  name: 'poll-due-mailboxes',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60 },
  everyMinutes: POLL_EVERY_MINUTES,
  async run(deps) {
    const now = new Date();
    await forEachAgency(
      () => allAgencyIds(deps),
      async (agencyId) => {
        const due = await findDueMailbox(deps.db, agencyId, now);
        if (!due) return;
        const slot = Math.floor(now.getTime() / (POLL_EVERY_MINUTES * 60_000));
        await deps.jobs.enqueue(pollInboundMailboxJob, { agencyId }, { key: `due:${agencyId}:${slot}` });
      },
    );
  },
});
