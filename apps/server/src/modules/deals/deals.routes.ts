import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  cancelDeal,
  closeDeal,
  completeDeadline,
  documentOptions,
  getDeal,
  listDeals,
  liftConditions,
  openRental,
  recordDeed,
  recordKeys,
  recordLease,
  saveCompromis,
  setChecklistDocument,
  updateDeal,
} from './deals.service';

/** Sale and rental files (issue 32): the people who add properties, like mandates and offers. */
export async function dealsRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.deals.list, config, ({ request, query }) => listDeals(deps, scopeOf(request), query));

  route(app, endpoints.deals.get, config, ({ request, params }) => getDeal(deps, scopeOf(request), params));

  route(app, endpoints.deals.update, config, ({ request, params, body }) =>
    updateDeal(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.deals.saveCompromis, config, ({ request, params, body }) =>
    saveCompromis(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.deals.completeDeadline, config, ({ request, params, body }) =>
    completeDeadline(deps, scopeOf(request), { ...params, date: body.date }),
  );

  route(app, endpoints.deals.liftConditions, config, ({ request, params, body }) =>
    liftConditions(deps, scopeOf(request), { id: params.id, date: body.date }),
  );

  route(app, endpoints.deals.recordDeed, config, ({ request, params, body }) =>
    recordDeed(deps, scopeOf(request), { id: params.id, date: body.date }),
  );

  route(app, endpoints.deals.openRental, config, ({ request, params, body }) =>
    openRental(deps, scopeOf(request), { propertyId: params.id, input: body }),
  );

  route(app, endpoints.deals.recordLease, config, ({ request, params, body }) =>
    recordLease(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.deals.recordKeys, config, ({ request, params, body }) =>
    recordKeys(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.deals.close, config, ({ request, params, body }) =>
    closeDeal(deps, scopeOf(request), { id: params.id, date: body.date }),
  );

  route(app, endpoints.deals.cancel, config, ({ request, params, body }) =>
    cancelDeal(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.deals.documentOptions, config, ({ request, params }) =>
    documentOptions(deps, scopeOf(request), params),
  );

  route(app, endpoints.deals.setChecklistDocument, config, ({ request, params, body }) =>
    setChecklistDocument(deps, scopeOf(request), { ...params, documentId: body.documentId }),
  );
}
