import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, userScopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  auditLog,
  latestOutbox,
  latestSmsOutbox,
  listAgencies,
  platformStats,
  viewAgency,
} from './admin.service';

/** ADMIN_EMAILS only: everyone else gets 403 from the guard, whatever their agency. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.admin.stats, { guard: guard.admin }, ({ request }) =>
    platformStats(deps, userScopeOf(request)),
  );
  route(app, endpoints.admin.agencies, { guard: guard.admin }, ({ request, query }) =>
    listAgencies(deps, userScopeOf(request), query),
  );
  route(app, endpoints.admin.agency, { guard: guard.admin }, ({ request, params }) =>
    viewAgency(deps, userScopeOf(request), params),
  );
  route(app, endpoints.admin.audit, { guard: guard.admin }, ({ request, query }) =>
    auditLog(deps, userScopeOf(request), query),
  );
  route(app, endpoints.admin.outbox, { guard: guard.admin }, ({ request }) =>
    latestOutbox(deps, userScopeOf(request)),
  );
  route(app, endpoints.admin.smsOutbox, { guard: guard.admin }, ({ request }) =>
    latestSmsOutbox(deps, userScopeOf(request)),
  );
}
