import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { isVerifiedAccountAddress } from './recipients.repo';

/**
 * Every e-mail leaves through this job, so a slow or unavailable SMTP server never holds a
 * request, and a refused message is tried again (1, 2, 4, 8, 16 minutes or so).
 */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1),
    text: z.string(),
    html: z.string().optional(),
    /**
     * An alert to an account holder (membership, billing, agency closed): sent only to an address
     * whose owner confirmed it, checked when it leaves. Nobody can have the product mail a
     * stranger by signing up with their address.
     */
    toAccount: z.literal(true).optional(),
  }),
  retry: { limit: 5, delaySeconds: 60 },
  async run(deps, { toAccount, ...message }) {
    if (toAccount && !(await isVerifiedAccountAddress(deps.db, message.to))) return;
    await deps.mailer.send(message);
  },
});
