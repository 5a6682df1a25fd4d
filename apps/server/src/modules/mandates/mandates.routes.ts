import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { attachmentDisposition } from '../../http/content-disposition';
import {
  closeMandate,
  createMandate,
  drawMandate,
  exportRegister,
  getMandate,
  listPropertyMandates,
  listRegister,
  mandateFormOptions,
  recordRetraction,
} from './mandates.service';

/** Mandates and the register (issue 12, item 5): the people who add properties, and the head. */
export async function mandatesRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.mandates.register, config, ({ request, query }) =>
    listRegister(deps, scopeOf(request), query),
  );

  route(app, endpoints.mandates.exportRegister, config, async ({ request, reply, params, query }) => {
    const file = await exportRegister(deps, scopeOf(request), {
      format: params.format,
      ...query,
      ip: request.ip,
    });
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  route(app, endpoints.mandates.formOptions, config, ({ request }) =>
    mandateFormOptions(deps, scopeOf(request)),
  );

  route(app, endpoints.mandates.create, config, ({ request, body }) =>
    createMandate(deps, scopeOf(request), body),
  );

  route(app, endpoints.mandates.get, config, ({ request, params }) =>
    getMandate(deps, scopeOf(request), params),
  );

  route(app, endpoints.mandates.close, config, ({ request, params, body }) =>
    closeMandate(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.mandates.sign, config, ({ request, params }) =>
    drawMandate(deps, scopeOf(request), {
      id: params.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );

  route(app, endpoints.mandates.retraction, config, ({ request, params, body }) =>
    recordRetraction(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.mandates.forProperty, config, ({ request, params }) =>
    listPropertyMandates(deps, scopeOf(request), params),
  );
}
