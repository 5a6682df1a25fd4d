import type { CheckoutResponse, PlanId } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Returns the provider's payment page: a local /demo-checkout/… route, or an external URL later. */
export const startCheckout = (plan: PlanId) =>
  api.post<CheckoutResponse>('/api/subscription/checkout', { plan });

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
