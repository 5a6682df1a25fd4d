import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { allAgencyIds } from '../agency/agency.service';
import { sealRequestJob } from './seal-request.job';
import * as repo from './signatures.repo';

/** A request in `sealing` whose last signature is older than this has lost its job. */
const STALE_MS = 60_000;
const SWEEP_MS = 5 * 60_000;

/**
 * Re-enqueues the seal of every request left in `sealing` for more than a minute (e.g. the process
 * was killed after the last signature's commit, before the job was queued). The key changes every
 * sweep period, so a job given up earlier is tried again, while one sweep never queues it twice.
 */
export async function resumeSealing(deps: AppDeps, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - STALE_MS);
  const round = Math.floor(now.getTime() / SWEEP_MS);
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      for (const { id } of await repo.listStaleSealing(deps.db, agencyId, before)) {
        await deps.jobs.enqueue(sealRequestJob, { agencyId, requestId: id }, { key: `${id}:sweep:${round}` });
      }
    },
  );
}
