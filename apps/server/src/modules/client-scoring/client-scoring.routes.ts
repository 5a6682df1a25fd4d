import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { computeClientScore, scoringContext } from './client-scoring.service';

/** « Lancer le scoring client »: the client directory's members, on the Pro and Premium plans. */
export async function clientScoringRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'client_directory', feature: 'client_scoring' }) };

  route(app, endpoints.scoring.context, config, ({ request, params }) =>
    scoringContext(deps, scopeOf(request), params),
  );

  route(app, endpoints.scoring.compute, config, ({ request, params, body }) =>
    computeClientScore(deps, scopeOf(request), { id: params.id, facts: body }),
  );
}
