import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteAccessRule } from '../features/agency';
import { Spinner } from '../components/ui/spinner';
import { RouteError } from './route-error';
import { withQueryClient } from './with-query-client';

/** The spec's route table, in one place (000 §2, 001 §2). Each page module exports `Component`. */
type PageModule = Promise<{ Component: React.ComponentType }>;
const page = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({ lazy: load });
/** What the shell asks of a member before showing the page (features/agency RouteAccess). */
const needs = (rule: RouteAccessRule): Pick<RouteObject, 'handle'> => ({ handle: rule });
const adds = needs({ permission: 'add_property' });
const clientsOnly = needs({ permission: 'client_directory' });
const reviews = needs({ permission: 'review_analysis' });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's code loads (prerendered pages are hydrated after it has loaded).
    hydrateFallbackElement: <Spinner className="min-h-screen" />,
    children: [
      // The public signing page (issue 30): no session, no site header; the signer reads a document.
      { path: '/signer/:token', ...page(() => import('../features/signatures/pages/signing-page')) },
      {
        lazy: () => import('./layouts/public-layout'),
        children: [
          { path: '/', ...page(() => import('../features/public/pages/landing-page')) },
          { path: '/contact', ...page(() => import('../features/public/pages/contact-page')) },
          { path: '/mentions-legales', ...page(() => import('../features/public/pages/legal-notice-page')) },
          { path: '/confidentialite', ...page(() => import('../features/public/pages/privacy-page')) },
          // The links of an alert e-mail (issue 28): no sign-in.
          {
            path: '/desinscription/:token',
            ...page(() => import('../features/matching/pages/unsubscribe-page')),
          },
          {
            path: '/proposition/:token',
            ...page(() => import('../features/matching/pages/proposal-answer-page')),
          },
          { path: '*', ...page(() => import('../features/public/pages/not-found-page')) },
        ],
      },
      {
        lazy: withQueryClient(() => import('./layouts/auth-layout')),
        children: [
          { path: '/login', ...page(() => import('../features/auth/pages/login-page')) },
          { path: '/signup', ...page(() => import('../features/auth/pages/signup-page')) },
          { path: '/update-password', ...page(() => import('../features/auth/pages/update-password-page')) },
          { path: '/verify-email', ...page(() => import('../features/auth/pages/verify-email-page')) },
          {
            path: '/informations-candidats/:token',
            ...page(() => import('../features/privacy/pages/privacy-notice-page')),
          },
          {
            path: '/waiting-for-approval',
            ...page(() => import('../features/onboarding/pages/waiting-for-approval-page')),
          },
          {
            path: '/two-factor-setup',
            ...page(() => import('../features/two-factor/pages/two-factor-setup-page')),
          },
          {
            path: '/subscription',
            ...page(() => import('../features/subscription/pages/subscription-page')),
          },
          {
            path: '/demo-checkout/:checkoutId',
            ...page(() => import('../features/subscription/pages/demo-checkout-page')),
          },
          {
            path: '/payment-success',
            ...page(() => import('../features/subscription/pages/payment-success-page')),
          },
        ],
      },
      // The état des lieux editor (issue 31): its own frame, which opens from the device's copy offline.
      {
        lazy: withQueryClient(() => import('./layouts/inspection-layout')),
        children: [
          {
            path: '/properties/:propertyId/inspections/:inspectionId',
            ...page(() => import('../features/inspections/pages/inspection-page')),
          },
        ],
      },
      {
        lazy: withQueryClient(() => import('./layouts/app-shell')),
        children: [
          { path: '/join-agency', ...page(() => import('../features/onboarding/pages/join-agency-page')) },
          { path: '/dashboard', ...page(() => import('../features/dashboard/pages/dashboard-page')) },
          { path: '/agenda', ...page(() => import('../features/calendar/pages/agenda-page')) },
          {
            path: '/add-property',
            ...adds,
            ...page(() => import('../features/properties/pages/add-property-page')),
          },
          { path: '/optimize-ad', ...page(() => import('../features/ai/pages/optimize-ad-page')) },
          {
            path: '/edit-property/:propertyId',
            ...page(() => import('../features/properties/pages/edit-property-page')),
          },
          {
            path: '/property-detail/:propertyId',
            ...page(() => import('../features/properties/pages/property-detail-page')),
          },
          {
            path: '/property-history/:propertyId',
            ...page(() => import('../features/history/pages/property-history-page')),
          },
          {
            path: '/client-directory',
            ...clientsOnly,
            ...page(() => import('../features/clients/pages/client-directory-page')),
          },
          {
            path: '/add-client',
            ...clientsOnly,
            ...page(() => import('../features/clients/pages/add-client-page')),
          },
          {
            path: '/client/:clientId',
            ...clientsOnly,
            ...page(() => import('../features/clients/pages/client-detail-page')),
          },
          {
            path: '/rapprochements',
            ...clientsOnly,
            ...page(() => import('../features/matching/pages/matches-page')),
          },
          {
            path: '/demandes',
            ...clientsOnly,
            ...page(() => import('../features/leads/pages/leads-page')),
          },
          {
            path: '/demandes/:leadId',
            ...clientsOnly,
            ...page(() => import('../features/leads/pages/lead-detail-page')),
          },
          {
            path: '/client/:clientId/scoring',
            ...clientsOnly,
            ...page(() => import('../features/clients/pages/client-scoring-page')),
          },
          { path: '/mandates', ...adds, ...page(() => import('../features/mandates/pages/mandates-page')) },
          {
            path: '/mandates/new',
            ...adds,
            ...page(() => import('../features/mandates/pages/new-mandate-page')),
          },
          {
            path: '/mandates/:id',
            ...adds,
            ...page(() => import('../features/mandates/pages/mandate-page')),
          },
          // A sale or rental file (issue 32): the people who register mandates run the sale after them.
          {
            path: '/ventes/:dealId',
            ...adds,
            ...page(() => import('../features/deals/pages/deal-page')),
          },
          {
            path: '/signatures',
            ...adds,
            ...page(() => import('../features/signatures/pages/signatures-page')),
          },
          { path: '/ventes', ...adds, ...page(() => import('../features/deals/pages/sales-page')) },
          // Rental management (issue 34): the people who register management mandates run the leases.
          { path: '/gestion', ...adds, ...page(() => import('../features/rentals/pages/leases-page')) },
          {
            path: '/gestion/baux/nouveau',
            ...adds,
            ...page(() => import('../features/rentals/pages/new-lease-page')),
          },
          {
            path: '/gestion/baux/:leaseId',
            ...adds,
            ...page(() => import('../features/rentals/pages/lease-page')),
          },
          {
            path: '/signatures/verifier',
            ...page(() => import('../features/signatures/pages/verify-document-page')),
          },
          {
            path: '/import/contacts',
            ...clientsOnly,
            ...page(() => import('../features/contact-import/pages/contact-import-page')),
          },
          {
            path: '/portal-export',
            ...adds,
            ...page(() => import('../features/portal-export/pages/portal-export-page')),
          },
          { path: '/ocr-loading', ...page(() => import('../features/documents/pages/ocr-loading-page')) },
          { path: '/ocr-result', ...page(() => import('../features/documents/pages/ocr-result-page')) },
          { path: '/webhook-loading', ...page(() => import('../features/ai/pages/webhook-loading-page')) },
          {
            path: '/property-valuation/:propertyId',
            ...page(() => import('../features/market/pages/property-valuation-page')),
          },
          {
            path: '/review-search',
            ...reviews,
            ...page(() => import('../features/ai/pages/review-search-page')),
          },
          {
            path: '/review-loading',
            ...reviews,
            ...page(() => import('../features/ai/pages/review-loading-page')),
          },
          {
            path: '/review-result',
            ...reviews,
            ...page(() => import('../features/ai/pages/review-result-page')),
          },
          {
            path: '/review-error',
            ...reviews,
            ...page(() => import('../features/ai/pages/review-error-page')),
          },
          {
            path: '/web-search',
            ...needs({ permission: 'web_search' }),
            ...page(() => import('../features/market-insights/pages/market-search-page')),
          },
          {
            path: '/competitive-analysis',
            ...page(() => import('../features/market-insights/pages/competitive-analysis-page')),
          },
          {
            path: '/agency-settings',
            ...needs({ headOnly: true }),
            ...page(() => import('../features/agency/pages/agency-settings-page')),
          },
          {
            path: '/api-webhooks',
            ...needs({ headOnly: true }),
            ...page(() => import('../features/api-keys/pages/api-webhooks-page')),
          },
          {
            path: '/import',
            ...needs({ headOnly: true }),
            ...page(() => import('../features/imports/pages/import-page')),
          },
          {
            path: '/agency-site',
            ...page(() => import('../features/agency/pages/agency-site-page')),
          },
          {
            path: '/manage-subscription',
            ...page(() => import('../features/subscription/pages/manage-subscription-page')),
          },
          {
            path: '/demo-portal',
            ...page(() => import('../features/subscription/pages/demo-portal-page')),
          },
          { path: '/profile', ...page(() => import('../features/profile/pages/profile-page')) },
          { path: '/admin', ...page(() => import('../features/admin/pages/admin-page')) },
          // Bank statement review (issue 34): whoever manages the register's properties.
          {
            path: '/gestion/banque',
            ...adds,
            ...page(() => import('../features/rentals/pages/bank-page')),
          },
          { path: '/admin/irl', ...page(() => import('../features/rentals/pages/irl-admin-page')) },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy modules of the routes matching `path` and installs them on the route objects, so
 * a router created afterwards renders that page at once. Prerendering (`entry-server.tsx`) and the
 * hydration of a prerendered page (`main.tsx`) both need the whole tree on the first render:
 * otherwise the router would render nothing while the modules load, and React would discard the
 * server HTML as a mismatch.
 */
export async function loadRouteModules(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
