import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { confirmRevision, listRevisions, revisionLetter, revisionProposal } from './revisions.service';

/** The yearly rent revision: read and confirmed by those who manage the agency's properties. */
export async function revisionsRoutes(app: FastifyInstance, deps: AppDeps) {
  const managers = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.revisions.proposal, managers, ({ request, params }) =>
    revisionProposal(deps, scopeOf(request), params),
  );
  route(app, endpoints.revisions.confirm, managers, ({ request, params, body }) =>
    confirmRevision(deps, scopeOf(request), { id: params.id, dueOn: body.dueOn }),
  );
  route(app, endpoints.revisions.list, managers, ({ request, params }) =>
    listRevisions(deps, scopeOf(request), params),
  );
  route(app, endpoints.revisions.letter, managers, async ({ request, reply, params }) => {
    const file = await revisionLetter(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
