import { endpoints, type PlanId } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Returns the provider's payment page: a local /demo-checkout/… route, or an external URL later. */
export const startCheckout = (plan: PlanId) => call(endpoints.subscription.startCheckout, { body: { plan } });

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
