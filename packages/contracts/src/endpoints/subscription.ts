import { z } from 'zod';
import { FEATURES } from '../constants';
import { uuidParam } from '../schemas/fields';
import {
  changePlanSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionSchema,
  demoAdvanceClockSchema,
  demoFailNextSchema,
  demoPortalSchema,
  invoiceListSchema,
  planChangePreviewSchema,
  redirectSchema,
  subscriptionOverviewSchema,
} from '../schemas/subscription';
import { endpoint, file, json, noContent, ok } from './define';

export const subscriptionEndpoints = {
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
  /** What the change would charge or credit now, and the next renewal; nothing changes. */
  previewPlan: endpoint({
    method: 'GET',
    path: '/api/subscription/plan/preview',
    query: checkoutRequestSchema,
    response: ok(planChangePreviewSchema),
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
} as const;

/** The local provider's demonstration portal and clock (PAYMENTS_PROVIDER=local only). */
export const demoBillingEndpoints = {
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
} as const;

/** Stripe's signed events; raw body, no session, no CSRF header (Stripe cannot send one). */
export const paymentWebhookEndpoints = {
  stripe: endpoint({ method: 'POST', path: '/api/webhooks/stripe', response: noContent }),
} as const;
