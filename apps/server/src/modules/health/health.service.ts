import type { AppDeps } from '../../deps';
import { pingDatabase } from './health.repo';

/** Public probe: no scope, it says nothing about any agency. */
export async function checkHealth(deps: AppDeps) {
  await pingDatabase(deps.db);
  return { ok: true as const, database: deps.database.kind };
}
