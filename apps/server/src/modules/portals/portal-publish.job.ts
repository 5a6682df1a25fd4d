import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { runPortalUpload } from './portal-upload';

/** One upload of one portal's feed (« Publier maintenant », the nightly pass, a confirmation). */
export const portalPublishJob = defineJob({
  name: 'portal-publish',
  payload: z.object({ agencyId: z.uuid(), uploadId: z.uuid() }),
  // An FTP failure is written on the upload and retried by the next hourly pass; this retry covers
  // a crash before the upload was marked.
  retry: { limit: 2, delaySeconds: 60 },
  // Mostly waiting on portals' servers.
  concurrency: 2,
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload, log) {
    await runPortalUpload(deps, payload, log);
  },
});
