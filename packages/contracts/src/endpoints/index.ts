import { accessLogEndpoints, clientExportEndpoints } from './access-log';
import { apiDocsEndpoints, apiKeyEndpoints } from './api-keys';
import { apiV1Endpoints } from './api-v1';
import { adminEndpoints } from './admin';
import { agencyEndpoints } from './agency';
import { agencyExportEndpoints } from './agency-export';
import { aiEndpoints } from './ai';
import { authEndpoints, onboardingEndpoints } from './auth';
import { calendarEndpoints } from './calendar';
import { clientEndpoints } from './clients';
import { dashboardEndpoints } from './dashboard';
import { devEndpoints } from './dev';
import { documentEndpoints } from './documents';
import { healthEndpoints } from './health';
import { historyEndpoints } from './history';
import { agencySiteEndpoints, inboundMailEndpoints, leadEndpoints } from './leads';
import { mandateEndpoints } from './mandates';
import { marketEndpoints } from './market';
import { matchingEndpoints } from './matching';
import { marketInsightsEndpoints } from './market-insights';
import { portalExportEndpoints } from './portal-export';
import { contactImportEndpoints } from './contact-import';
import { listingImportEndpoints } from './listing-import';
import { portalEndpoints } from './portals';
import { privacyEndpoints } from './privacy';
import { profileEndpoints } from './profile';
import { prospectingEndpoints } from './prospecting';
import { propertyEndpoints } from './properties';
import { ownerReportEndpoints, scoringEndpoints } from './scoring';
import { signatureEndpoints, signingEndpoints } from './signatures';
import { siteEndpoints } from './site';
import { subscriptionEndpoints, demoBillingEndpoints, paymentWebhookEndpoints } from './subscription';
import { twoFactorEndpoints } from './two-factor';
import { visitEndpoints } from './visits';
import { inspectionEndpoints } from './inspections';
import { dealEndpoints, feeInvoiceEndpoints, offerEndpoints } from './deals';
import { webhookEndpoints } from './webhooks';
import { chargeEndpoints, leaseEndEndpoints, ownerStatementEndpoints } from './rental-owner';
import { rentEndpoints } from './rent';
import { irlEndpoints } from './irl';
import { revisionEndpoints } from './revisions';
import { leaseEndpoints } from './leases';
import { rentalBankEndpoints } from './rental-bank';
import { arrearsEndpoints } from './arrears';

export * from './define';
export * from './public';
export { API_DOCS_ASSETS } from './api-keys';
export { apiPhotoListSchema, apiV1Docs, apiVisitListSchema, type ApiV1EndpointName } from './api-v1';

/**
 * Every HTTP endpoint of the API, declared once. The server registers its routes from these
 * (`apps/server/src/http/route.ts`) and the web client can only call what is declared here
 * (`apps/web/src/lib/api-client.ts`), so paths, bodies and answers cannot drift apart.
 *
 * Envelopes: a single resource is answered bare, a list as `{ items, … }`, an action with nothing
 * to return with 204 (202 when the work happens after the answer), every error as `{ error: { code, message, fieldErrors? } }`.
 */
export const endpoints = {
  health: healthEndpoints,
  site: siteEndpoints,
  auth: authEndpoints,
  onboarding: onboardingEndpoints,
  agency: agencyEndpoints,
  subscription: subscriptionEndpoints,
  demoBilling: demoBillingEndpoints,
  paymentWebhooks: paymentWebhookEndpoints,
  agencyExport: agencyExportEndpoints,
  properties: propertyEndpoints,
  history: historyEndpoints,
  documents: documentEndpoints,
  clients: clientEndpoints,
  mandates: mandateEndpoints,
  signatures: signatureEndpoints,
  signing: signingEndpoints,
  calendar: calendarEndpoints,
  visits: visitEndpoints,
  inspections: inspectionEndpoints,
  offers: offerEndpoints,
  deals: dealEndpoints,
  feeInvoices: feeInvoiceEndpoints,
  dashboard: dashboardEndpoints,
  portalExport: portalExportEndpoints,
  contactImport: contactImportEndpoints,
  listingImport: listingImportEndpoints,
  portals: portalEndpoints,
  privacy: privacyEndpoints,
  accessLog: accessLogEndpoints,
  clientExport: clientExportEndpoints,
  market: marketEndpoints,
  profile: profileEndpoints,
  admin: adminEndpoints,
  twoFactor: twoFactorEndpoints,
  ai: aiEndpoints,
  scoring: scoringEndpoints,
  ownerReports: ownerReportEndpoints,
  marketInsights: marketInsightsEndpoints,
  matching: matchingEndpoints,
  prospecting: prospectingEndpoints,
  agencySite: agencySiteEndpoints,
  leads: leadEndpoints,
  inboundMail: inboundMailEndpoints,
  dev: devEndpoints,
  apiKeys: apiKeyEndpoints,
  apiV1: apiV1Endpoints,
  apiDocs: apiDocsEndpoints,
  webhooks: webhookEndpoints,
  leaseEnd: leaseEndEndpoints,
  charges: chargeEndpoints,
  ownerStatements: ownerStatementEndpoints,
  rent: rentEndpoints,
  irl: irlEndpoints,
  revisions: revisionEndpoints,
  leases: leaseEndpoints,
  rentalBank: rentalBankEndpoints,
  arrears: arrearsEndpoints,
} as const;

type Groups = typeof endpoints;
/** One of the endpoints above: what the web client and the server's `route()` accept, nothing else. */
export type DeclaredEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every declared endpoint, for the test that holds server routes and declarations together. */
export function allEndpoints(): DeclaredEndpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as DeclaredEndpoint[]);
}
