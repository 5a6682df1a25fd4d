import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { checkHealth } from './health.service';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.health.check, { guard: guard.public }, () => checkHealth(deps));
}
