import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { createRegularisation, listRegularisations, regularisationPdf } from './charges.service';

/** The yearly charges regularisation: the members who manage properties. */
export async function chargesRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };
  const e = endpoints.charges;

  route(app, e.list, config, ({ request, params }) => listRegularisations(deps, scopeOf(request), params));
  route(app, e.create, config, ({ request, params, body }) =>
    createRegularisation(deps, scopeOf(request), { id: params.id, body }),
  );
  route(app, e.pdf, config, async ({ request, reply, params }) => {
    const file = await regularisationPdf(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
