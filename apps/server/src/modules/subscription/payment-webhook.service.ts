import type { AppDeps } from '../../deps';
import * as billing from './billing.repo';
import { processPaymentEventJob } from './process-payment-event.job';

/**
 * A webhook delivery: the signature is checked on the raw body (unsigned, forged or stale → 400),
 * then the event is stored (once per event id) before the delivery is answered: the provider does
 * not deliver again after a 2xx, so from here on the event is ours to process, whatever happens
 * to this process. Its processing is queued under the event id (a duplicate queues nothing new);
 * an event whose job is lost is processed by the hourly reconciliation.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'db' | 'payments' | 'jobs'>,
  rawBody: Buffer,
  signature: string | undefined,
) {
  const event = deps.payments.verifyWebhook(rawBody, signature);
  await billing.storePaymentEvent(deps.db, {
    id: event.id,
    provider: deps.payments.id,
    type: event.type,
    event: { ...event },
  });
  await deps.jobs.enqueue(processPaymentEventJob, event, { key: `payment-event:${event.id}` });
}
