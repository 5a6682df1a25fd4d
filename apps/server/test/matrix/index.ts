import { accessLogMatrix } from './access-log.matrix';
import { apiKeysMatrix } from './api-keys.matrix';
import { adminMatrix } from './admin.matrix';
import { agencyMatrix } from './agency.matrix';
import { agencySiteMatrix } from './agency-site.matrix';
import { aiMatrix } from './ai.matrix';
import { authMatrix } from './auth.matrix';
import { calendarMatrix } from './calendar.matrix';
import { dashboardMatrix } from './dashboard.matrix';
import { dealsMatrix } from './deals.matrix';
import { historyMatrix } from './history.matrix';
import { leadsMatrix } from './leads.matrix';
import { inboundMailMatrix } from './inbound-mail.matrix';
import { inspectionsMatrix } from './inspections.matrix';
import { clientsMatrix } from './clients.matrix';
import { documentsExtractionMatrix } from './documents-extraction.matrix';
import { feeInvoicesMatrix } from './fee-invoices.matrix';
import { mandatesMatrix } from './mandates.matrix';
import { marketMatrix } from './market.matrix';
import { marketInsightsMatrix } from './market-insights.matrix';
import { matchingMatrix } from './matching.matrix';
import { portalExportMatrix } from './portal-export.matrix';
import { contactImportMatrix } from './contact-import.matrix';
import { listingImportMatrix } from './listing-import.matrix';
import { portalsMatrix } from './portals.matrix';
import { privacyMatrix } from './privacy.matrix';
import type { MatrixCase } from './matrix-case';
import { profileMatrix } from './profile.matrix';
import { scoringMatrix } from './scoring.matrix';
import { propertiesMatrix } from './properties.matrix';
import { prospectingMatrix } from './prospecting.matrix';
import { signaturesMatrix } from './signatures.matrix';
import { siteMatrix } from './site.matrix';
import { agencyExportMatrix, subscriptionMatrix } from './subscription.matrix';
import { systemMatrix } from './system.matrix';
import { twoFactorMatrix } from './two-factor.matrix';
import { visitsMatrix } from './visits.matrix';
import { webhooksMatrix } from './webhooks.matrix';
import { rentalOwnerMatrix } from './rental-owner.matrix';
import { revisionsMatrix } from './revisions.matrix';
import { leasesMatrix } from './leases.matrix';
import { rentMatrix } from './rent.matrix';
import { rentalBankMatrix } from './rental-bank.matrix';

/** Each module adds its routes here; the matrix test fails for any registered route missing. */
export const matrix: MatrixCase[] = [
  ...systemMatrix,
  ...authMatrix,
  ...subscriptionMatrix,
  ...siteMatrix,
  ...propertiesMatrix,
  ...historyMatrix,
  ...calendarMatrix,
  ...dashboardMatrix,
  ...clientsMatrix,
  ...documentsExtractionMatrix,
  ...profileMatrix,
  ...adminMatrix,
  ...agencyMatrix,
  ...agencySiteMatrix,
  ...twoFactorMatrix,
  ...mandatesMatrix,
  ...aiMatrix,
  ...agencyExportMatrix,
  ...portalExportMatrix,
  ...contactImportMatrix,
  ...listingImportMatrix,
  ...portalsMatrix,
  ...scoringMatrix,
  ...privacyMatrix,
  ...accessLogMatrix,
  ...marketMatrix,
  ...marketInsightsMatrix,
  ...matchingMatrix,
  ...prospectingMatrix,
  ...leadsMatrix,
  ...inboundMailMatrix,
  ...signaturesMatrix,
  ...visitsMatrix,
  ...inspectionsMatrix,
  ...feeInvoicesMatrix,
  ...dealsMatrix,
  ...apiKeysMatrix,
  ...webhooksMatrix,
  ...rentalOwnerMatrix,
  ...revisionsMatrix,
  ...leasesMatrix,
  ...rentMatrix,
  ...rentalBankMatrix,
];
