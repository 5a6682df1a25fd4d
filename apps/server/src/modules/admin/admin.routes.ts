import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, userScopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { latestOutbox } from './admin.service';

/** The platform administrator's panel (ADMIN_EMAILS); more arrives with the admin issue. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.admin.outbox, { guard: guard.admin }, ({ request }) =>
    latestOutbox(deps, userScopeOf(request)),
  );
}
