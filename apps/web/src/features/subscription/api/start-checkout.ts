import { endpoints, type PlanId } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';

/** Returns the provider's payment page: a local /demo-checkout/… route, or an external URL later. */
export const startCheckout = (plan: PlanId) => call(endpoints.subscription.startCheckout, { body: { plan } });

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    // Refused because the provider already holds a payment (its webhook lost, now applied): the
    // agency's state changed, so the page shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
