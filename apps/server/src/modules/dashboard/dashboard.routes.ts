import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { dashboardPreferences, dashboardSummary, saveDashboardPreferences } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  // Every active member has a dashboard; the service hides the figures their permissions close.
  route(app, endpoints.dashboard.summary, { guard: guard.member() }, ({ request }) =>
    dashboardSummary(deps, scopeOf(request)),
  );
  // The caller's own choices: the scope names the member, nothing in the request does.
  route(app, endpoints.dashboard.preferences, { guard: guard.member() }, ({ request }) =>
    dashboardPreferences(deps, scopeOf(request)),
  );
  route(app, endpoints.dashboard.savePreferences, { guard: guard.member() }, ({ request, body }) =>
    saveDashboardPreferences(deps, scopeOf(request), body),
  );
}
