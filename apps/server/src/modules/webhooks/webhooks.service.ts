import { randomUUID } from 'node:crypto';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type webhookEndpointInputSchema,
  type webhookEndpointUpdateSchema,
  type WebhookEvent,
  webhookMessages as m,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import { secretBoxOf } from '../../auth/secret-box';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { eventPayload, newEventId } from './emit';
import { checkWebhookUrl } from './webhook-address';
import { addressRules, tryDelivery } from './webhook-delivery';
import { newWebhookSecret } from './webhook-signature';
import * as repo from './webhooks.repo';

const LOG_SIZE = 50;
const endpointNotFound = () => notFound(m.notFound);

const isEvent = (e: string): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e);

function toEndpoint(
  row: repo.WebhookEndpointRow,
  last?: { status: WebhookDelivery['status']; createdAt: Date },
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter(isEvent),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last ? { status: last.status, createdAt: last.createdAt.toISOString() } : null,
  };
}

function toDelivery(row: repo.WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastResponse: row.lastResponse,
    lastError: row.lastError,
  };
}

export async function listWebhookEndpoints(deps: AppDeps, scope: MemberScope): Promise<WebhookEndpointList> {
  const [rows, latest] = await Promise.all([
    repo.listEndpoints(deps.db, scope.agencyId),
    repo.latestDeliveries(deps.db, scope.agencyId),
  ]);
  const last = new Map(latest.map((l) => [l.endpointId, l]));
  return { items: rows.map((r) => toEndpoint(r, last.get(r.id))) };
}

/**
 * A new endpoint: its URL checked (https in production, a public address after DNS), its signing
 * secret drawn, sealed at rest and answered this once.
 */
export async function createWebhookEndpoint(
  deps: AppDeps,
  scope: MemberScope,
  input: z.output<typeof webhookEndpointInputSchema>,
): Promise<CreatedWebhookEndpoint> {
  await checkWebhookUrl(input.url, addressRules(deps));
  if ((await repo.countEndpoints(deps.db, scope.agencyId)) >= WEBHOOK_ENDPOINTS_MAX) {
    throw new AppError('CONFLICT', m.tooManyEndpoints(WEBHOOK_ENDPOINTS_MAX));
  }
  const id = randomUUID();
  const secret = newWebhookSecret();
  const row = await repo.insertEndpoint(deps.db, scope.agencyId, {
    id,
    url: input.url,
    description: input.description ?? null,
    events: input.events,
    secretSealed: secretBoxOf(deps.config).seal(secret, `webhook:${id}`),
    createdBy: scope.userId,
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function updateWebhookEndpoint(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: z.output<typeof webhookEndpointUpdateSchema> },
): Promise<WebhookEndpoint> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const row =
    Object.keys(changes).length === 0
      ? await repo.findEndpoint(deps.db, scope.agencyId, id)
      : await repo.updateEndpoint(deps.db, scope.agencyId, id, changes);
  if (!row) throw endpointNotFound();
  return toEndpoint(row);
}

export async function deleteWebhookEndpoint(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if (!(await repo.deleteEndpoint(deps.db, scope.agencyId, id))) throw endpointNotFound();
}

export async function webhookDeliveryLog(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<WebhookDeliveryList> {
  if (!(await repo.findEndpoint(deps.db, scope.agencyId, id))) throw endpointNotFound();
  const rows = await repo.listDeliveries(deps.db, scope.agencyId, id, LOG_SIZE);
  return { items: rows.map(toDelivery) };
}

const leaseFor = (deps: AppDeps) => new Date(Date.now() + deps.config.webhooks.timeoutMs + 60_000);

/**
 * « Envoyer un test »: a `webhook.test` event to this endpoint (enabled or not), sent now; the
 * answer says how it went. A failed test is not retried: the head sees the outcome and sends another.
 */
export async function sendWebhookTest(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<WebhookDelivery> {
  const endpoint = await repo.findEndpoint(deps.db, scope.agencyId, id);
  if (!endpoint) throw endpointNotFound();
  const eventId = newEventId();
  const payload = eventPayload(eventId, scope.agencyId, WEBHOOK_TEST_EVENT, {
    object: 'test',
    endpoint_id: endpoint.id,
    message: m.testEvent,
  });
  // Written settled (failed until the try says otherwise), so the minute pass never retries a test.
  const [row] = await repo.insertDeliveries(deps.db, scope.agencyId, [
    {
      endpointId: endpoint.id,
      eventId,
      event: WEBHOOK_TEST_EVENT,
      payload,
      status: 'failed',
      nextAttemptAt: null,
    },
  ]);
  const claimed = await repo.claimDelivery(deps.db, scope.agencyId, row!.id, leaseFor(deps));
  return toDelivery(await tryDelivery(deps, claimed!, endpoint, { manual: true }));
}

/** « Renvoyer »: the same event, same id, sent again now to its endpoint; the answer is the outcome. */
export async function resendWebhookDelivery(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<WebhookDelivery> {
  const claimed = await repo.claimDelivery(deps.db, scope.agencyId, id, leaseFor(deps));
  if (!claimed) throw notFound(m.deliveryNotFound);
  const endpoint = await repo.findEndpoint(deps.db, scope.agencyId, claimed.endpointId);
  return toDelivery(await tryDelivery(deps, claimed, endpoint, { manual: true }));
}
