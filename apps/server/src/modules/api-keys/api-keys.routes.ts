import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { createAgencyApiKey, listAgencyApiKeys, revokeAgencyApiKey } from './api-keys.service';

/** « Clés d'API » in « API et webhooks »: the head's alone, like every agency-wide setting. */
export async function apiKeysRoutes(app: FastifyInstance, deps: AppDeps) {
  const head = { guard: guard.boss() };
  route(app, endpoints.apiKeys.list, head, ({ request }) => listAgencyApiKeys(deps, scopeOf(request)));
  route(app, endpoints.apiKeys.create, head, ({ request, body }) =>
    createAgencyApiKey(deps, scopeOf(request), body),
  );
  route(app, endpoints.apiKeys.revoke, head, ({ request, params }) =>
    revokeAgencyApiKey(deps, scopeOf(request), params),
  );
}
