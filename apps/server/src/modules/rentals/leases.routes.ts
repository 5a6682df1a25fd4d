import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import {
  createLease,
  getLease,
  leaseDocument,
  leasePropertyFacts,
  leasePropertyOptions,
  listLeases,
  signLease,
  updateLease,
} from './leases.service';

/** Leases (issue 34): rental management is for the members who add properties, like mandates and files. */
export async function leasesRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.leases.list, config, ({ request, query }) =>
    listLeases(deps, scopeOf(request), query),
  );

  route(app, endpoints.leases.get, config, ({ request, params }) => getLease(deps, scopeOf(request), params));

  route(app, endpoints.leases.create, config, ({ request, body }) =>
    createLease(deps, scopeOf(request), body),
  );

  route(app, endpoints.leases.update, config, ({ request, params, body }) =>
    updateLease(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.leases.sign, config, ({ request, params }) =>
    signLease(deps, scopeOf(request), {
      id: params.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );

  route(app, endpoints.leases.document, config, async ({ request, reply, params }) => {
    const file = await leaseDocument(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  route(app, endpoints.leases.propertyOptions, config, ({ request }) =>
    leasePropertyOptions(deps, scopeOf(request)),
  );

  route(app, endpoints.leases.propertyFacts, config, ({ request, params }) =>
    leasePropertyFacts(deps, scopeOf(request), params),
  );
}
