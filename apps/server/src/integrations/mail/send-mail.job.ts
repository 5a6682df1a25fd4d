import { z } from 'zod';
import { defineJob } from '../../jobs/job';

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
  }),
  retry: { limit: 5, delaySeconds: 60 },
  async run(deps, message) {
    await deps.mailer.send(message);
  },
});
