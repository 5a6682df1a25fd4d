import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guard } from '../../auth/guards';
import type { AppDeps } from '../../deps';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/health', { config: { guard: guard.public } }, async () => {
    await deps.db.execute(sql`select 1`);
    return { ok: true, database: deps.database.kind };
  });
}
