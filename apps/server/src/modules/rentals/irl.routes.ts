import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, userScopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  addIrlQuarter,
  adminIrlList,
  correctIrlQuarter,
  currentIrlValues,
  syncShippedIrlValues,
} from './irl.service';

/**
 * The IRL table: read by every agency member, kept by the administrator. The shipped values are
 * made sure of here, once per start, before the routes answer.
 */
export async function irlRoutes(app: FastifyInstance, deps: AppDeps) {
  await syncShippedIrlValues(deps);
  route(app, endpoints.irl.current, { guard: guard.member() }, () => currentIrlValues(deps));
  route(app, endpoints.irl.adminList, { guard: guard.admin }, ({ request }) =>
    adminIrlList(deps, userScopeOf(request)),
  );
  route(app, endpoints.irl.add, { guard: guard.admin }, ({ request, body }) =>
    addIrlQuarter(deps, userScopeOf(request), body),
  );
  route(app, endpoints.irl.correct, { guard: guard.admin }, ({ request, body }) =>
    correctIrlQuarter(deps, userScopeOf(request), body),
  );
}
