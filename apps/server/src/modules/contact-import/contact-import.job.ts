import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { runContactImport } from './contact-import-run';

/** « Importer des contacts »: writes the file's contacts in batches, resuming where a crash stopped it. */
export const contactImportJob = defineJob({
  name: 'contact-import',
  payload: z.object({ agencyId: z.uuid(), importId: z.uuid(), requestedBy: z.uuid() }),
  retry: { limit: 3, delaySeconds: 1 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload, log) {
    await runContactImport(deps, payload, log);
  },
});
