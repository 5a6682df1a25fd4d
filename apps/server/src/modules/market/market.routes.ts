import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { guard, scopeOf, userScopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import { dvfImportStatus, dvfOverview, dvfUploadLimits, startAdminImport } from './dvf-admin.service';
import { evaluateProperty, getLatestValuation } from './valuation.service';

/** Aborted when the browser goes away (« Annuler » on /webhook-loading aborts its fetch). */
function browserSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

// « Estimation automatique des biens »: Pro and Premium (001 §9), any member of the agency (000 §6).
const evaluation = { guard: guard.member({ feature: 'price_evaluation' }) };

export async function marketRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.market.evaluate, evaluation, ({ request, reply, params }) =>
    evaluateProperty(deps, scopeOf(request), { id: params.id, signal: browserSignal(reply) }),
  );
  route(app, endpoints.market.latest, evaluation, ({ request, params }) =>
    getLatestValuation(deps, scopeOf(request), params),
  );

  route(app, endpoints.market.adminOverview, { guard: guard.admin }, ({ request }) =>
    dvfOverview(deps, userScopeOf(request)),
  );
  route(app, endpoints.market.adminImport, { guard: guard.admin }, async ({ request }) =>
    startAdminImport(deps, userScopeOf(request), { form: await readForm(request, dvfUploadLimits) }),
  );
  route(app, endpoints.market.adminImportStatus, { guard: guard.admin }, ({ request, params }) =>
    dvfImportStatus(deps, userScopeOf(request), params),
  );
}
