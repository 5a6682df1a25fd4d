import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import {
  convertLead,
  getLeadDetail,
  leadSummary,
  leadsOfClient,
  listAgencyLeads,
  mergeLead,
  openRawMessage,
  planLeadVisit,
  updateAgencyLead,
} from './leads.service';

/**
 * The inbox « Demandes » (issue 29): leads are future clients, so every route needs the
 * client_directory permission (the head holds every permission). `importMessage` is the inbound
 * mail module's.
 */
export async function leadsRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'client_directory' }) };

  route(app, endpoints.leads.list, config, ({ request, query }) =>
    listAgencyLeads(deps, scopeOf(request), query),
  );

  route(app, endpoints.leads.summary, config, ({ request }) => leadSummary(deps, scopeOf(request)));

  route(app, endpoints.leads.get, config, ({ request, params }) =>
    getLeadDetail(deps, scopeOf(request), { id: params.id, ip: request.ip }),
  );

  route(app, endpoints.leads.update, config, ({ request, params, body }) =>
    updateAgencyLead(deps, scopeOf(request), { id: params.id, ...body }),
  );

  route(app, endpoints.leads.merge, config, ({ request, params, body }) =>
    mergeLead(deps, scopeOf(request), { id: params.id, clientId: body.clientId }),
  );

  route(app, endpoints.leads.convert, config, ({ request, params, body }) =>
    convertLead(deps, scopeOf(request), { id: params.id, withSearch: body.withSearch }),
  );

  route(app, endpoints.leads.visit, config, ({ request, params, body }) =>
    planLeadVisit(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.leads.ofClient, config, ({ request, params }) =>
    leadsOfClient(deps, scopeOf(request), params),
  );

  route(app, endpoints.leads.rawMessage, config, async ({ request, reply, params }) => {
    const { object, fileName } = await openRawMessage(deps, scopeOf(request), {
      id: params.id,
      ip: request.ip,
    });
    return reply
      .header('Content-Type', 'message/rfc822')
      .header('Content-Length', String(object.size))
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(object.body);
  });
}
