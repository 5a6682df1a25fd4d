import { z } from 'zod';
import { sendPasswordResetLink } from './password-reset.service';
import { defineJob } from '../../jobs/job';

/**
 * A password-reset request only enqueues this job: looking the account up, creating the token and
 * queueing the e-mail happen here, so the request's answer and its timing are the same whether or
 * not the address has an account.
 */
export const passwordResetLinkJob = defineJob({
  name: 'password-reset-link',
  payload: z.object({ email: z.email() }),
  retry: { limit: 3, delaySeconds: 60 },
  async run(deps, payload) {
    await sendPasswordResetLink(deps, payload);
  },
});
