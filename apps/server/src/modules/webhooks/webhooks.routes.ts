import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  resendWebhookDelivery,
  sendWebhookTest,
  updateWebhookEndpoint,
  webhookDeliveryLog,
} from './webhooks.service';

/** Outgoing webhooks (issue 33): the head alone subscribes the agency's data to outside tools. */
export async function webhooksRoutes(app: FastifyInstance, deps: AppDeps) {
  const head = { guard: guard.boss() };
  const w = endpoints.webhooks;

  route(app, w.list, head, ({ request }) => listWebhookEndpoints(deps, scopeOf(request)));
  route(app, w.create, head, ({ request, body }) => createWebhookEndpoint(deps, scopeOf(request), body));
  route(app, w.update, head, ({ request, params, body }) =>
    updateWebhookEndpoint(deps, scopeOf(request), { id: params.id, input: body }),
  );
  route(app, w.remove, head, async ({ request, params }) => {
    await deleteWebhookEndpoint(deps, scopeOf(request), params);
  });
  route(app, w.sendTest, head, ({ request, params }) => sendWebhookTest(deps, scopeOf(request), params));
  route(app, w.deliveries, head, ({ request, params }) => webhookDeliveryLog(deps, scopeOf(request), params));
  route(app, w.resend, head, ({ request, params }) => resendWebhookDelivery(deps, scopeOf(request), params));
}
