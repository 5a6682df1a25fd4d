import { purgeAttemptWindowsJob } from '../auth/purge-attempt-windows.job';
import { purgeApiKeyWindowsJob } from '../modules/api-keys/purge-api-key-windows.job';
import { sendMailJob } from '../integrations/mail/send-mail.job';
import { purgeAccessLogJob } from '../modules/access-log/purge-access-log.job';
import { agencyExportJob } from '../modules/agency-export/agency-export.job';
import { expireAgencyExportsJob } from '../modules/agency-export/expire-agency-exports.job';
import { aiCallJob } from '../modules/ai/ai-call.job';
import { passwordResetLinkJob } from '../modules/auth/password-reset-link.job';
import { purgeExpiredSessionsJob } from '../modules/auth/purge-expired-sessions.job';
import { pollDueMailboxesJob } from '../modules/inbound-mail/poll-due-mailboxes.job';
import { pollInboundMailboxJob } from '../modules/inbound-mail/poll-inbound-mailbox.job';
import { offerExpiryJob } from '../modules/deals/offer-expiry.job';
import { dealRemindersJob } from '../modules/deals/deal-reminders.job';
import { dvfImportJob } from '../modules/market/dvf-import.job';
import { dvfSeedJob } from '../modules/market/dvf-seed.job';
import { leadNotifyJob } from '../modules/leads/lead-notify.job';
import { leadOverdueJob } from '../modules/leads/lead-overdue.job';
import { inspectionRetentionJob } from '../modules/inspections/inspection-retention.job';
import { feeInvoiceRetentionJob } from '../modules/fee-invoices/fee-invoice-retention.job';
import { leadRetentionJob } from '../modules/leads/lead-retention.job';
import { matchListingJob } from '../modules/matching/match-listing.job';
import { matchSearchJob } from '../modules/matching/match-search.job';
import { dailyDigestJob } from '../modules/matching/daily-digest.job';
import { instantAlertJob } from '../modules/matching/instant-alert.job';
import { proposalMailJob } from '../modules/matching/proposal-mail.job';
import { ownerReportMailJob } from '../modules/owner-reports/owner-report-mail.job';
import { portalExportJob } from '../modules/portal-export/portal-export.job';
import { contactImportJob } from '../modules/contact-import/contact-import.job';
import { listingImportAnalyseJob, listingImportRunJob } from '../modules/listing-import/listing-import.job';
import { portalNightlyJob } from '../modules/portals/portal-nightly.job';
import { portalPublishJob } from '../modules/portals/portal-publish.job';
import { retentionPurgeJob } from '../modules/privacy/retention-purge.job';
import { processPaymentEventJob } from '../modules/subscription/process-payment-event.job';
import { reconcileBillingJob } from '../modules/subscription/reconcile-billing.job';
import { subscriptionLifecycleJob } from '../modules/subscription/subscription-lifecycle.job';
import { resumeSealingJob } from '../modules/signatures/resume-sealing.job';
import { sealRequestJob } from '../modules/signatures/seal-request.job';
import { sealedCopyMailJob } from '../modules/signatures/sealed-copy-mail.job';
import { ownerNoticeMailJob } from '../modules/visits/owner-notice-mail.job';
import { ownerNoticesDueJob } from '../modules/visits/owner-notices-due.job';
import { signatureRetentionJob } from '../modules/signatures/signature-retention.job';
import { sweepOrphanFilesJob } from '../storage/sweep-orphan-files.job';
import { deliverWebhooksJob } from '../modules/webhooks/deliver-webhooks.job';
import { webhookDeliveriesDueJob } from '../modules/webhooks/webhook-deliveries-due.job';
import { rentCallsJob } from '../modules/rentals/rent-calls.job';
import { rentMailJob } from '../modules/rentals/rent-mail.job';
import { rentRemindersJob } from '../modules/rentals/rent-reminders.job';
import { InProcessJobQueue } from './in-process-queue';
import type { JobDefinition, JobQueue } from './job';
import { PgBossJobQueue } from './pg-boss-queue';
import { rentalOwnerMailJob } from '../modules/rentals/owner-statements.mail.job';
import { revisionLetterMailJob } from '../modules/rentals/revision-letter-mail.job';

export type { EnqueueOptions, JobDefinition, JobLogger, JobQueue } from './job';
export { defineJob } from './job';
export { InProcessJobQueue } from './in-process-queue';

/**
 * Every job the server runs; a job must be listed here to be enqueued. Each job's definition lives
 * beside the module that owns it; only this registry (and no module) gathers them.
 */
export const APP_JOBS: readonly JobDefinition[] = [
  sendMailJob,
  passwordResetLinkJob,
  purgeExpiredSessionsJob,
  purgeAttemptWindowsJob,
  purgeApiKeyWindowsJob,
  sweepOrphanFilesJob,
  processPaymentEventJob,
  reconcileBillingJob,
  subscriptionLifecycleJob,
  agencyExportJob,
  portalExportJob,
  contactImportJob,
  ownerReportMailJob,
  retentionPurgeJob,
  expireAgencyExportsJob,
  purgeAccessLogJob,
  aiCallJob,
  dvfImportJob,
  dvfSeedJob,
  matchListingJob,
  matchSearchJob,
  proposalMailJob,
  instantAlertJob,
  dailyDigestJob,
  pollDueMailboxesJob,
  pollInboundMailboxJob,
  leadNotifyJob,
  leadOverdueJob,
  leadRetentionJob,
  sealRequestJob,
  resumeSealingJob,
  sealedCopyMailJob,
  ownerNoticeMailJob,
  ownerNoticesDueJob,
  signatureRetentionJob,
  inspectionRetentionJob,
  offerExpiryJob,
  dealRemindersJob,
  feeInvoiceRetentionJob,
  deliverWebhooksJob,
  webhookDeliveriesDueJob,
  listingImportAnalyseJob,
  listingImportRunJob,
  portalPublishJob,
  portalNightlyJob,
  rentalOwnerMailJob,
  rentCallsJob,
  rentMailJob,
  rentRemindersJob,
  revisionLetterMailJob,
];

/** pg-boss on PostgreSQL (`DATABASE_URL`); on PGlite (one connection, inside this process) the in-process runner. */
export function createJobQueue(
  databaseUrl: string | undefined,
  jobs: readonly JobDefinition[] = APP_JOBS,
): JobQueue {
  return databaseUrl ? new PgBossJobQueue(databaseUrl, jobs) : new InProcessJobQueue(jobs);
}
