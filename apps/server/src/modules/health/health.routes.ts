import { endpoints } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guard } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.health.check, { guard: guard.public }, async () => {
    await deps.db.execute(sql`select 1`);
    return { ok: true as const, database: deps.database.kind };
  });
}
