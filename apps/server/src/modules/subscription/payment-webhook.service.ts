import type { AppDeps } from '../../deps';
import { processPaymentEventJob } from './process-payment-event.job';

/**
 * A webhook delivery: the signature is checked on the raw body (unsigned, forged or stale → 400),
 * then processing is queued under the event id (a duplicate delivery queues nothing new).
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'payments' | 'jobs'>,
  rawBody: Buffer,
  signature: string | undefined,
) {
  const event = deps.payments.verifyWebhook(rawBody, signature);
  await deps.jobs.enqueue(processPaymentEventJob, event, { key: `payment-event:${event.id}` });
}
