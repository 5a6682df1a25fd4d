import { z } from 'zod';
import { outboxMailListSchema } from '../schemas/admin';
import {
  agencyFieldsSchema,
  joinAgencySchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  resetTokenSchema,
  signInSchema,
  signUpSchema,
} from '../schemas/auth';
import {
  clientDetailSchema,
  clientDocumentSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
  clientVisitListSchema,
} from '../schemas/clients';
import {
  clientDocumentSaveFieldsSchema,
  documentSaveFieldsSchema,
  extractionEventSchema,
} from '../schemas/documents';
import { uuidParam } from '../schemas/fields';
import {
  historyClientOptionListSchema,
  historyEntryInputSchema,
  historyEntrySchema,
  historyListSchema,
} from '../schemas/history';
import { agencySchema, authResultSchema } from '../schemas/me';
import { signInResultSchema } from '../schemas/two-factor';
import {
  agencySettingsSchema,
  memberPermissionsSchema,
  pendingAgencySchema,
  pendingRequestsSchema,
} from '../schemas/agency';
import {
  propertyFieldsSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertySchema,
  propertyStatusSchema,
  propertyUpdateSchema,
  storedDocumentSchema,
} from '../schemas/properties';
import { feeScaleInputSchema, feeScaleSchema } from '../schemas/property-facts';
import {
  agencyExportStateSchema,
  changePlanSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionSchema,
  demoAdvanceClockSchema,
  demoFailNextSchema,
  demoPortalSchema,
  invoiceListSchema,
  redirectSchema,
  subscriptionOverviewSchema,
} from '../schemas/subscription';
import { FEATURES } from '../constants';
import { adminEndpoints } from './admin';
import { mandateEndpoints } from './mandates';
import { marketEndpoints } from './market';
import { calendarEndpoints } from './calendar';
import { dashboardEndpoints } from './dashboard';
import { aiEndpoints } from './ai';
import { portalExportEndpoints } from './portal-export';
import { ownerReportEndpoints, scoringEndpoints } from './scoring';
import { privacyEndpoints } from './privacy';
import { accessLogEndpoints, clientExportEndpoints } from './access-log';
import { marketInsightsEndpoints } from './market-insights';
import { profileEndpoints } from './profile';
import { twoFactorEndpoints } from './two-factor';
import { siteInfoEndpoint } from './public';
import { accepted, created, endpoint, file, json, multipart, ndjson, noContent, ok } from './define';

export * from './define';
export * from './public';

export const PHOTO_VARIANTS = ['thumb', 'large'] as const;
export const photoParams = z.object({ id: z.uuid(), variant: z.enum(PHOTO_VARIANTS) });

/** The PDF itself is the only part of an extraction request. */
const pdfOnly = z.object({});

/**
 * Every HTTP endpoint of the API, declared once. The server registers its routes from these
 * (`apps/server/src/http/route.ts`) and the web client can only call what is declared here
 * (`apps/web/src/lib/api-client.ts`), so paths, bodies and answers cannot drift apart.
 *
 * Envelopes: a single resource is answered bare, a list as `{ items, … }`, an action with nothing
 * to return with 204 (202 when the work happens after the answer), every error as `{ error: { code, message, fieldErrors? } }`.
 */
export const endpoints = {
  health: {
    check: endpoint({
      method: 'GET',
      path: '/api/health',
      response: ok(z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) })),
    }),
  },
  site: {
    info: siteInfoEndpoint,
  },
  auth: {
    signIn: endpoint({
      method: 'POST',
      path: '/api/auth/sign-in',
      body: json(signInSchema),
      // A two-factor account gets a challenge instead of a session (then `twoFactor.verifySignIn`).
      response: ok(signInResultSchema),
    }),
    /** 201 for a new account, 200 when the e-mail already had one ('Compte existant'). */
    signUp: endpoint({
      method: 'POST',
      path: '/api/auth/sign-up',
      body: json(signUpSchema),
      response: created(authResultSchema),
    }),
    signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', response: noContent }),
    me: endpoint({ method: 'GET', path: '/api/auth/me', response: ok(authResultSchema) }),
    requestPasswordReset: endpoint({
      method: 'POST',
      path: '/api/auth/password-reset/request',
      body: json(passwordResetRequestSchema),
      response: accepted,
    }),
    checkResetToken: endpoint({
      method: 'POST',
      path: '/api/auth/password-reset/check',
      body: json(resetTokenSchema),
      response: noContent,
    }),
    completePasswordReset: endpoint({
      method: 'POST',
      path: '/api/auth/password-reset/complete',
      body: json(passwordResetCompleteSchema),
      response: noContent,
    }),
  },
  onboarding: {
    join: endpoint({
      method: 'POST',
      path: '/api/onboarding/join',
      body: json(joinAgencySchema),
      response: ok(authResultSchema),
    }),
    createAgency: endpoint({
      method: 'POST',
      path: '/api/onboarding/create-agency',
      body: json(agencyFieldsSchema),
      response: ok(authResultSchema),
    }),
    /** A pending member learns the name of the agency they asked to join, nothing else. */
    pendingAgency: endpoint({
      method: 'GET',
      path: '/api/onboarding/pending-agency',
      response: ok(pendingAgencySchema),
    }),
  },
  agency: {
    settings: endpoint({ method: 'GET', path: '/api/agency', response: ok(agencySettingsSchema) }),
    update: endpoint({
      method: 'PATCH',
      path: '/api/agency',
      body: json(agencyFieldsSchema),
      response: ok(agencySchema),
    }),
    /** A new code; the old one stops working at once. */
    regenerateCode: endpoint({ method: 'POST', path: '/api/agency/code', response: ok(agencySchema) }),
    /** The agency's fee scale (barème TTC), linked from every listing (arrêté du 10 janvier 2017). */
    updateFeeScale: endpoint({
      method: 'PUT',
      path: '/api/agency/fee-scale',
      body: json(feeScaleInputSchema),
      response: ok(feeScaleSchema),
    }),
    pendingRequests: endpoint({
      method: 'GET',
      path: '/api/agency/pending-requests',
      response: ok(pendingRequestsSchema),
    }),
    acceptMember: endpoint({
      method: 'POST',
      path: '/api/agency/members/:id/accept',
      params: uuidParam,
      response: noContent,
    }),
    rejectMember: endpoint({
      method: 'POST',
      path: '/api/agency/members/:id/reject',
      params: uuidParam,
      response: noContent,
    }),
    removeMember: endpoint({
      method: 'DELETE',
      path: '/api/agency/members/:id',
      params: uuidParam,
      response: noContent,
    }),
    setPermissions: endpoint({
      method: 'PUT',
      path: '/api/agency/members/:id/permissions',
      params: uuidParam,
      body: json(memberPermissionsSchema),
      response: noContent,
    }),
    /** The caller hands headship to this active member: exactly one head before and after. */
    handOverHeadship: endpoint({
      method: 'POST',
      path: '/api/agency/members/:id/headship',
      params: uuidParam,
      response: noContent,
    }),
  },
  subscription: {
    startCheckout: endpoint({
      method: 'POST',
      path: '/api/subscription/checkout',
      body: json(checkoutRequestSchema),
      response: ok(checkoutResponseSchema),
    }),
    getCheckout: endpoint({
      method: 'GET',
      path: '/api/subscription/checkout/:id',
      params: uuidParam,
      response: ok(checkoutSessionSchema),
    }),
    confirmCheckout: endpoint({
      method: 'POST',
      path: '/api/subscription/checkout/:id/confirm',
      params: uuidParam,
      response: ok(z.object({ next: z.string() })),
    }),
    /** The agency's plan and status: every active member reads it, only the head manages it. */
    overview: endpoint({
      method: 'GET',
      path: '/api/subscription',
      response: ok(subscriptionOverviewSchema),
    }),
    /** Through the provider, as a change of the one subscription (prorated), never a second one. */
    changePlan: endpoint({
      method: 'POST',
      path: '/api/subscription/plan',
      body: json(changePlanSchema),
      response: ok(subscriptionOverviewSchema),
    }),
    /** At the end of the paid period. */
    cancel: endpoint({
      method: 'POST',
      path: '/api/subscription/cancel',
      response: ok(subscriptionOverviewSchema),
    }),
    resume: endpoint({
      method: 'POST',
      path: '/api/subscription/resume',
      response: ok(subscriptionOverviewSchema),
    }),
    /** The provider's customer portal (card, invoices, plan, cancellation); the browser follows the URL. */
    portal: endpoint({ method: 'POST', path: '/api/subscription/portal', response: ok(redirectSchema) }),
    invoices: endpoint({
      method: 'GET',
      path: '/api/subscription/invoices',
      response: ok(invoiceListSchema),
    }),
    /** The local provider's own numbered PDF invoice (Stripe's are hosted by Stripe). */
    invoicePdf: endpoint({
      method: 'GET',
      path: '/api/subscription/invoices/:id/pdf',
      params: uuidParam,
      response: file,
    }),
    /** 204 when the agency's plan includes the feature, else 402 with the offer that does. */
    checkFeature: endpoint({
      method: 'GET',
      path: '/api/subscription/features/:feature',
      params: z.object({ feature: z.enum(FEATURES, { error: 'Fonctionnalité inconnue.' }) }),
      response: noContent,
    }),
  },
  /** The local provider's demonstration portal and clock (PAYMENTS_PROVIDER=local only). */
  demoBilling: {
    portal: endpoint({ method: 'GET', path: '/api/demo-billing', response: ok(demoPortalSchema) }),
    failNextPayment: endpoint({
      method: 'POST',
      path: '/api/demo-billing/fail-next-payment',
      body: json(demoFailNextSchema),
      response: ok(demoPortalSchema),
    }),
    payNow: endpoint({ method: 'POST', path: '/api/demo-billing/pay', response: ok(demoPortalSchema) }),
    advanceClock: endpoint({
      method: 'POST',
      path: '/api/demo-billing/clock',
      body: json(demoAdvanceClockSchema),
      response: ok(demoPortalSchema),
    }),
  },
  /** Stripe's signed events; raw body, no session, no CSRF header (Stripe cannot send one). */
  paymentWebhooks: {
    stripe: endpoint({ method: 'POST', path: '/api/webhooks/stripe', response: noContent }),
  },
  /** The head's export of the agency's data (ZIP), built by a job; open in read-only too. */
  agencyExport: {
    state: endpoint({ method: 'GET', path: '/api/agency/export', response: ok(agencyExportStateSchema) }),
    start: endpoint({ method: 'POST', path: '/api/agency/export', response: accepted }),
    download: endpoint({
      method: 'GET',
      path: '/api/agency/export/:id/download',
      params: uuidParam,
      response: file,
    }),
  },
  properties: {
    list: endpoint({
      method: 'GET',
      path: '/api/properties',
      query: propertyListQuerySchema,
      response: ok(propertyPageSchema),
    }),
    /** Multipart: the fields plus `photos` files (a JSON body without photos is accepted too). */
    create: endpoint({
      method: 'POST',
      path: '/api/properties',
      body: multipart(propertyFieldsSchema),
      response: created(propertySchema),
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/properties/:id',
      params: uuidParam,
      response: ok(propertySchema),
    }),
    /** Multipart: the fields, `removePhotoIds`, and new `photos` files. */
    update: endpoint({
      method: 'PUT',
      path: '/api/properties/:id',
      params: uuidParam,
      body: multipart(propertyUpdateSchema),
      response: ok(propertySchema),
    }),
    changeStatus: endpoint({
      method: 'PATCH',
      path: '/api/properties/:id/status',
      params: uuidParam,
      body: json(propertyStatusSchema),
      response: ok(propertySchema),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/properties/:id',
      params: uuidParam,
      response: noContent,
    }),
    photo: endpoint({ method: 'GET', path: '/api/photos/:id/:variant', params: photoParams, response: file }),
  },
  history: {
    list: endpoint({
      method: 'GET',
      path: '/api/properties/:id/history',
      params: uuidParam,
      response: ok(historyListSchema),
    }),
    /** Multipart: the entry's fields plus `documents` files. */
    create: endpoint({
      method: 'POST',
      path: '/api/properties/:id/history',
      params: uuidParam,
      body: multipart(historyEntryInputSchema),
      response: created(historyEntrySchema),
    }),
    clientOptions: endpoint({
      method: 'GET',
      path: '/api/history/client-options',
      response: ok(historyClientOptionListSchema),
    }),
  },
  documents: {
    download: endpoint({
      method: 'GET',
      path: '/api/documents/:id/download',
      params: uuidParam,
      response: file,
    }),
    /** A small WebP preview of a history entry's photo (the list shows thumbnails, never full images). */
    thumbnail: endpoint({
      method: 'GET',
      path: '/api/documents/:id/thumbnail',
      params: uuidParam,
      response: file,
    }),
    /**
     * Multipart: the `file` only. The one PDF rule, asked when a PDF is chosen so the browser refuses
     * it at once with the server's reason (pages, encryption, damage); nothing is stored.
     */
    check: endpoint({
      method: 'POST',
      path: '/api/documents/check',
      body: multipart(pdfOnly),
      response: noContent,
    }),
    /** Multipart: the `file` only; answers NDJSON progress, then the text and its receipt. */
    extract: endpoint({
      method: 'POST',
      path: '/api/documents/extract',
      body: multipart(pdfOnly),
      response: ndjson(extractionEventSchema),
    }),
    /** Multipart: the `file`, the extracted `text` and its `receipt`. */
    addToProperty: endpoint({
      method: 'POST',
      path: '/api/properties/:id/documents',
      params: uuidParam,
      body: multipart(documentSaveFieldsSchema),
      response: created(storedDocumentSchema),
    }),
  },
  clients: {
    list: endpoint({
      method: 'GET',
      path: '/api/clients',
      query: clientListQuerySchema,
      response: ok(clientListSchema),
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/clients',
      body: json(clientInputSchema),
      response: created(clientDetailSchema),
    }),
    /** Multipart: the `file`, `text`, `receipt`, `documentType`, and the client's fields as JSON in `client`. */
    createWithDocument: endpoint({
      method: 'POST',
      path: '/api/clients/with-document',
      body: multipart(clientDocumentSaveFieldsSchema.extend({ client: z.string() })),
      response: created(clientDetailSchema),
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/clients/:id',
      params: uuidParam,
      response: ok(clientDetailSchema),
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/api/clients/:id',
      params: uuidParam,
      body: json(clientInputSchema),
      response: ok(clientDetailSchema),
    }),
    remove: endpoint({ method: 'DELETE', path: '/api/clients/:id', params: uuidParam, response: noContent }),
    /** The history entries naming the client, newest first, with their property (the record's « Visites »). */
    visits: endpoint({
      method: 'GET',
      path: '/api/clients/:id/visits',
      params: uuidParam,
      response: ok(clientVisitListSchema),
    }),
    /** Multipart: the `file`, the extracted `text`, its `receipt` and the `documentType`. */
    addDocument: endpoint({
      method: 'POST',
      path: '/api/clients/:id/documents',
      params: uuidParam,
      body: multipart(clientDocumentSaveFieldsSchema),
      response: created(clientDocumentSchema),
    }),
  },
  mandates: mandateEndpoints,
  calendar: calendarEndpoints,
  dashboard: dashboardEndpoints,
  portalExport: portalExportEndpoints,
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
  dev: {
    /** Only with DEV_MAILBOX=true, and only for requests from this machine (loopback). */
    mailbox: endpoint({ method: 'GET', path: '/api/dev/mailbox', response: ok(outboxMailListSchema) }),
  },
} as const;

type Groups = typeof endpoints;
/** One of the endpoints above: what the web client and the server's `route()` accept, nothing else. */
export type DeclaredEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every declared endpoint, for the test that holds server routes and declarations together. */
export function allEndpoints(): DeclaredEndpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as DeclaredEndpoint[]);
}
