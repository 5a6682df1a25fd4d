import { randomBytes } from 'node:crypto';
import type { WEBHOOK_TEST_EVENT, WebhookEvent } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import type { JobQueue } from '../../jobs/job';
import { deliverWebhooksJob } from './deliver-webhooks.job';
import { insertDeliveries, subscribedEndpoints } from './webhooks.repo';

export { clientObject, leadObject, mandateObject, propertyObject, visitObject } from './webhook-payloads';

/** An event's id: the same for every endpoint it goes to and every try. */
export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** The JSON every endpoint receives (Stripe's envelope). */
export function eventPayload(
  eventId: string,
  agencyId: string,
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT,
  object: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    id: eventId,
    type: event,
    created: Math.floor(Date.now() / 1000),
    agency_id: agencyId,
    data: { object, ...extra },
  };
}

/**
 * The queue that wakes the delivery job, handed over by `app.ts` at start-up (the services that
 * emit events, some in hooks with no deps at hand, never carry it). Without one (scripts), the
 * minute pass sends the events.
 */
let wakeQueue: JobQueue | null = null;
export function useWebhookWakeQueue(jobs: JobQueue | null) {
  wakeQueue = jobs;
}

/**
 * An event of the agency, for every enabled endpoint subscribed to it: one delivery row each,
 * written with `db` — the caller's transaction where there is one, so a change rolled back sends
 * nothing and a committed one loses nothing (the outbox) — then the delivery job is woken.
 * `previous` is Stripe's `previous_attributes` (the status before a status change).
 */
export async function emitWebhookEvent(
  db: DbOrTx,
  agencyId: string,
  event: WebhookEvent,
  object: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Promise<void> {
  const endpoints = await subscribedEndpoints(db, agencyId, event);
  if (endpoints.length === 0) return;
  const eventId = newEventId();
  const payload = eventPayload(
    eventId,
    agencyId,
    event,
    object,
    previous ? { previous_attributes: previous } : {},
  );
  const now = new Date();
  await insertDeliveries(
    db,
    agencyId,
    endpoints.map((e) => ({ endpointId: e.id, eventId, event, payload, nextAttemptAt: now })),
  );
  // Not awaited: inside the caller's transaction, a queue that writes to the same database (PGlite's
  // one connection) would wait for that transaction to end. The job runs once its row is written,
  // and retries until the event's rows are visible; a lost wake only delays the event to the minute pass.
  void wakeQueue?.enqueue(deliverWebhooksJob, { agencyId, eventId }, { key: eventId }).catch(() => {});
}
