import { InProcessJobQueue } from './in-process-queue';
import type { JobDefinition, JobQueue } from './job';
import { passwordResetLinkJob } from './password-reset-link.job';
import { PgBossJobQueue } from './pg-boss-queue';
import { portalExportJob } from './portal-export.job';
import { purgeAttemptWindowsJob } from './purge-attempt-windows.job';
import { purgeExpiredSessionsJob } from './purge-expired-sessions.job';
import { sendMailJob } from './send-mail.job';
import { sweepOrphanFilesJob } from './sweep-orphan-files.job';
import { processPaymentEventJob } from './process-payment-event.job';
import { subscriptionLifecycleJob } from './subscription-lifecycle.job';
import { agencyExportJob } from './agency-export.job';
import { ownerReportMailJob } from './owner-report-mail.job';
import { retentionPurgeJob } from './retention-purge.job';
import { expireAgencyExportsJob } from './expire-agency-exports.job';
import { purgeAccessLogJob } from './purge-access-log.job';
import { aiCallJob } from './ai-call.job';
import { dvfImportJob } from './dvf-import.job';
import { dvfSeedJob } from './dvf-seed.job';

export type { EnqueueOptions, JobDefinition, JobLogger, JobQueue } from './job';
export { defineJob } from './job';
export { InProcessJobQueue } from './in-process-queue';
export { passwordResetLinkJob } from './password-reset-link.job';
export { portalExportJob } from './portal-export.job';
export { dvfImportJob } from './dvf-import.job';
export { dvfSeedJob } from './dvf-seed.job';
export { sendMailJob } from './send-mail.job';
export { expireAgencyExportsJob } from './expire-agency-exports.job';
export { purgeAccessLogJob } from './purge-access-log.job';

/** Every job the server runs; a job must be listed here to be enqueued. */
export const APP_JOBS: readonly JobDefinition[] = [
  sendMailJob,
  passwordResetLinkJob,
  purgeExpiredSessionsJob,
  purgeAttemptWindowsJob,
  sweepOrphanFilesJob,
  processPaymentEventJob,
  subscriptionLifecycleJob,
  agencyExportJob,
  portalExportJob,
  ownerReportMailJob,
  retentionPurgeJob,
  expireAgencyExportsJob,
  purgeAccessLogJob,
  aiCallJob,
  dvfImportJob,
  dvfSeedJob,
];

/** pg-boss on PostgreSQL (`DATABASE_URL`); on PGlite (one connection, inside this process) the in-process runner. */
export function createJobQueue(
  databaseUrl: string | undefined,
  jobs: readonly JobDefinition[] = APP_JOBS,
): JobQueue {
  return databaseUrl ? new PgBossJobQueue(databaseUrl, jobs) : new InProcessJobQueue(jobs);
}
