import { z } from 'zod';
import { runAdminImport } from './dvf-admin-import';
import { defineJob } from '../../jobs/job';

/**
 * A DVF file uploaded from the admin panel, imported outside the request (a département takes
 * minutes). No retry: the import is recorded as failed with its reason, and a failed file is
 * uploaded again once fixed.
 */
export const dvfImportJob = defineJob({
  name: 'dvf-import',
  payload: z.object({ importId: z.uuid() }),
  retry: { limit: 0, delaySeconds: 1 },
  async run(deps, payload, log) {
    await runAdminImport(deps, payload, log);
  },
});
