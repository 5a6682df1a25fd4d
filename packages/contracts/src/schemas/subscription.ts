import { z } from 'zod';
import { CHECKOUT_STATUSES, PLAN_IDS } from '../constants';

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
