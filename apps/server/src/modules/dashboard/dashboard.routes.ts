import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { dashboardSummary } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  // Every active member has a dashboard; the service hides the figures their permissions close.
  route(app, endpoints.dashboard.summary, { guard: guard.member() }, ({ request }) =>
    dashboardSummary(deps, scopeOf(request)),
  );
}
