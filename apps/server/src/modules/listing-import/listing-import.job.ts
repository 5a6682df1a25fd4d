import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { runAnalysis } from './listing-import-analyse';
import { runImport } from './listing-import-run';

/** The dry run of a Poliris import: reads the export, writes only its report. */
export const listingImportAnalyseJob = defineJob({
  name: 'listing-import-analyse',
  payload: z.object({ agencyId: z.uuid(), importId: z.uuid() }),
  retry: { limit: 1, delaySeconds: 10 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload, log) {
    await runAnalysis(deps, payload, log);
  },
});

/**
 * « Importer »: writes the listings and their photos. No automatic retry: a failed run is marked
 * failed with its file kept, and « Reprendre l’import » starts it again from its last checkpoint.
 */
export const listingImportRunJob = defineJob({
  name: 'listing-import-run',
  payload: z.object({ agencyId: z.uuid(), importId: z.uuid(), requestedBy: z.uuid() }),
  retry: { limit: 0, delaySeconds: 30 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload, log) {
    await runImport(deps, payload, log);
  },
});
