import type { AppDeps } from '../../deps';
import { latestOutboxMail } from '../../integrations/mail/outbox.repo';

/** DEV_MAILBOX only, loopback requests only: no scope, the outbox belongs to no agency. */
export async function latestMail(deps: AppDeps) {
  return latestOutboxMail(deps.db, 50);
}
