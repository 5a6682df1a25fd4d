import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { deliverOwnerNotice } from './owner-notice-file';

/** An owner notice's e-mail: the PDF is drawn when the job runs, retried like every e-mail. */
export const ownerNoticeMailJob = defineJob({
  name: 'owner-notice-mail',
  payload: z.object({ agencyId: z.uuid(), noticeId: z.uuid(), requestedBy: z.uuid().nullable() }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, payload) {
    await deliverOwnerNotice(deps, payload);
  },
});
