import { z } from 'zod';

/** The variables the payments family reads; Stripe will add its keys and webhook secret here. */
export const paymentsEnv = z.object({
  PAYMENTS_PROVIDER: z.enum(['local']).default('local'),
});

export interface PaymentsConfig {
  provider: z.infer<typeof paymentsEnv>['PAYMENTS_PROVIDER'];
}

export function paymentsConfig(env: z.infer<typeof paymentsEnv>): PaymentsConfig {
  return { provider: env.PAYMENTS_PROVIDER };
}
