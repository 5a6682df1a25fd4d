import type { PlanId } from '@immopilote/contracts';
import { z } from 'zod';
import { configError, envFlag } from '../../env';

/** The variables the payments family reads. */
export const paymentsEnv = z.object({
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_PRICE_STARTER: z.string().startsWith('price_').optional(),
  STRIPE_PRICE_PRO: z.string().startsWith('price_').optional(),
  STRIPE_PRICE_PREMIUM: z.string().startsWith('price_').optional(),
  /** Another Stripe API address (tests point it at a local fake); Stripe's own by default. */
  STRIPE_API_URL: z.url().optional(),
  /** Full access while a renewal is unpaid, then read-only. */
  SUBSCRIPTION_PAST_DUE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Read-only after the subscription ended, then the agency and its data are deleted. */
  SUBSCRIPTION_READ_ONLY_GRACE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * With the local provider, the demonstration agency (`npm run demo`) may advance its own billing
   * clock from its portal. Off unless the operator turns it on (docs/decisions/billing.md).
   */
  DEMO_BILLING_CLOCK: envFlag.default(false),
  /** Printed on the local provider's invoices (numéro de TVA intracommunautaire of the seller). */
  INVOICE_SELLER_VAT_NUMBER: z.string().trim().min(4).optional(),
});

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanId, string>;
  apiUrl: string | undefined;
}

export interface PaymentsConfig {
  provider: z.infer<typeof paymentsEnv>['PAYMENTS_PROVIDER'];
  stripe: StripeConfig | null;
  pastDueGraceDays: number;
  readOnlyGraceDays: number;
  demoClock: boolean;
  sellerVatNumber: string | null;
}

export function paymentsConfig(env: z.infer<typeof paymentsEnv>): PaymentsConfig {
  let stripe: StripeConfig | null = null;
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    const required = {
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: env.STRIPE_PRICE_STARTER,
      STRIPE_PRICE_PRO: env.STRIPE_PRICE_PRO,
      STRIPE_PRICE_PREMIUM: env.STRIPE_PRICE_PREMIUM,
    };
    for (const [name, value] of Object.entries(required)) {
      if (!value) throw configError(name, 'required when PAYMENTS_PROVIDER=stripe');
    }
    stripe = {
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      prices: {
        starter: env.STRIPE_PRICE_STARTER!,
        pro: env.STRIPE_PRICE_PRO!,
        premium: env.STRIPE_PRICE_PREMIUM!,
      },
      apiUrl: env.STRIPE_API_URL,
    };
  }
  return {
    provider: env.PAYMENTS_PROVIDER,
    stripe,
    pastDueGraceDays: env.SUBSCRIPTION_PAST_DUE_GRACE_DAYS,
    readOnlyGraceDays: env.SUBSCRIPTION_READ_ONLY_GRACE_DAYS,
    demoClock: env.PAYMENTS_PROVIDER === 'local' && env.DEMO_BILLING_CLOCK,
    sellerVatNumber: env.INVOICE_SELLER_VAT_NUMBER ?? null,
  };
}
