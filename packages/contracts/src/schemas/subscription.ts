import { z } from 'zod';
import {
  CHECKOUT_STATUSES,
  EXPORT_STATUSES,
  INVOICE_STATUSES,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
} from '../constants';

export const checkoutRequestSchema = z.object({ plan: z.enum(PLAN_IDS, { error: 'Formule inconnue.' }) });
export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export const checkoutSessionSchema = z.object({
  id: z.uuid(),
  plan: z.enum(PLAN_IDS),
  amountEur: z.number(),
  status: z.enum(CHECKOUT_STATUSES),
  provider: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The agency's subscription as /manage-subscription shows it (members see it read-only). */
export const subscriptionOverviewSchema = z.object({
  plan: z.enum(PLAN_IDS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(['local', 'stripe']),
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.iso.datetime({ offset: true }).nullable(),
  readOnlyUntil: z.iso.datetime({ offset: true }).nullable(),
  amountHtCents: z.number().int().nullable(),
  amountTtcCents: z.number().int().nullable(),
  readOnlyGraceDays: z.number().int(),
  canManage: z.boolean(),
});
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

/**
 * A plan change, confirmed after its preview: `prorationDate` is the preview's, so the amount
 * charged or credited is the one the head saw (issue 27 §7).
 */
export const changePlanSchema = checkoutRequestSchema.extend({
  prorationDate: z.iso.datetime({ offset: true }).optional(),
});

/** What a plan change would cost now and next, before anything changes. */
export const planChangePreviewSchema = z.object({
  currentPlan: z.enum(PLAN_IDS),
  newPlan: z.enum(PLAN_IDS),
  /** Charged now when positive, credited when negative, nothing when 0. */
  amountNowHtCents: z.number().int(),
  amountNowTtcCents: z.number().int(),
  nextRenewal: z.iso.datetime({ offset: true }).nullable(),
  /** The new plan's monthly amount from the next renewal. */
  nextAmountTtcCents: z.number().int(),
  prorationDate: z.iso.datetime({ offset: true }),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
export const redirectSchema = z.object({ url: z.string() });

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  plan: z.enum(PLAN_IDS),
  amountHtCents: z.number().int(),
  vatCents: z.number().int(),
  amountTtcCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** The provider's hosted invoice (Stripe); null when we render it (local provider: `invoicePdf`). */
  hostedUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ items: z.array(invoiceSchema) });

export const demoPortalSchema = z.object({
  now: z.iso.datetime({ offset: true }),
  clockEnabled: z.boolean(),
  failNextPayment: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type DemoPortal = z.infer<typeof demoPortalSchema>;
export const demoFailNextSchema = z.object({ fail: z.boolean({ error: 'Valeur invalide.' }) });
export const demoAdvanceClockSchema = z.object({
  days: z
    .number({ error: 'Nombre de jours invalide.' })
    .int({ error: 'Nombre de jours invalide.' })
    .min(1, { error: 'Nombre de jours invalide.' })
    .max(400, { error: 'Nombre de jours invalide.' }),
});

export const agencyExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  requestedAt: z.iso.datetime({ offset: true }),
  readyAt: z.iso.datetime({ offset: true }).nullable(),
  /** Files written into the archive out of `total` while the job runs. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The archive is deleted then, or once downloaded (`downloadedAt`). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  downloadedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AgencyExport = z.infer<typeof agencyExportSchema>;
export const agencyExportStateSchema = z.object({ latest: agencyExportSchema.nullable() });
