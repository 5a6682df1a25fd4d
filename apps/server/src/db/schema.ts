/**
 * The database schema, assembled: each table is declared beside the module that owns it
 * (`modules/<feature>/<feature>.schema.ts`; accounts and sessions in `auth/`, the mail outbox and
 * the demonstration provider's books beside their integration, the documents several modules own in
 * `storage/`). drizzle and drizzle-kit read this one object, so a table file that is not listed
 * here has no migration and no typed queries.
 */
export * from '../auth/identity.schema';
export * from '../integrations/mail/outbox.schema';
export * from '../integrations/payments/demo-billing.schema';
export * from '../integrations/sms/outbox.schema';
export * from '../modules/access-log/access-log.schema';
export * from '../modules/admin/admin.schema';
export * from '../modules/agency/agency.schema';
export * from '../modules/agency-export/agency-export.schema';
export * from '../modules/ai/ai.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/calendar/calendar.schema';
export * from '../modules/client-scoring/client-scoring.schema';
export * from '../modules/dashboard/dashboard.schema';
export * from '../modules/demo-clock/demo-clock.schema';
export * from '../modules/clients/clients.schema';
export * from '../modules/history/history.schema';
export * from '../modules/inbound-mail/inbound-mail.schema';
export * from '../modules/leads/leads.schema';
export * from '../modules/mandates/mandates.schema';
export * from '../modules/market/market.schema';
export * from '../modules/matching/matching.schema';
export * from '../modules/matching/prospecting.schema';
export * from '../modules/owner-reports/owner-reports.schema';
export * from '../modules/portal-export/portal-export.schema';
export * from '../modules/privacy/privacy.schema';
export * from '../modules/properties/properties.schema';
export * from '../modules/signatures/signatures.schema';
export * from '../modules/subscription/subscription.schema';
export * from '../modules/visits/visits.schema';
export * from '../modules/inspections/inspections.schema';
export * from '../modules/deals/deals.schema';
export * from '../modules/fee-invoices/fee-invoices.schema';
export * from '../storage/documents.schema';
export * from '../jobs/job-queue.schema';
export * from '../storage/storage-identity.schema';
export * from '../modules/portals/portals.schema';
export * from '../modules/imports/imports.schema';
export * from '../modules/api-keys/api-keys.schema';
export * from '../modules/webhooks/webhooks.schema';
export * from '../modules/rentals/rentals.schema';
