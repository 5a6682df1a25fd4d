import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { listAccessLog } from './access-log.service';

/** « Journal des accès »: the head only, also while the agency is read-only (an audit trail stays readable). */
export async function accessLogRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    endpoints.accessLog.list,
    { guard: guard.boss({ anySubscription: true }) },
    ({ request, query }) => listAccessLog(deps, scopeOf(request), query),
  );
}
