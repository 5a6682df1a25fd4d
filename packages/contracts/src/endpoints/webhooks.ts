import { uuidParam } from '../schemas/fields';
import {
  createdWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from '../schemas/webhooks';
import { created, endpoint, json, noContent, ok } from './define';

/** Outgoing webhooks (issue 33): the head's endpoints, their delivery log, « Renvoyer ». Head only. */
export const webhookEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/webhooks', response: ok(webhookEndpointListSchema) }),
  /** The answer carries the signing secret, this once. */
  create: endpoint({
    method: 'POST',
    path: '/api/webhooks',
    body: json(webhookEndpointInputSchema),
    response: created(createdWebhookEndpointSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/webhooks/:id',
    params: uuidParam,
    body: json(webhookEndpointUpdateSchema),
    response: ok(webhookEndpointSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/webhooks/:id', params: uuidParam, response: noContent }),
  /** « Envoyer un test »: a `webhook.test` event sent now; the answer is its delivery, with the outcome. */
  sendTest: endpoint({
    method: 'POST',
    path: '/api/webhooks/:id/test',
    params: uuidParam,
    response: created(webhookDeliverySchema),
  }),
  /** The endpoint's delivery log, newest first (the last 50). */
  deliveries: endpoint({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    params: uuidParam,
    response: ok(webhookDeliveryListSchema),
  }),
  /** « Renvoyer »: the same event (same id) sent again now; the answer is the delivery after the try. */
  resend: endpoint({
    method: 'POST',
    path: '/api/webhook-deliveries/:id/resend',
    params: uuidParam,
    response: ok(webhookDeliverySchema),
  }),
} as const;
