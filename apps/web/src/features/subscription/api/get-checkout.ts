import type { CheckoutSession } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCheckoutQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: ['subscription', 'checkout', checkoutId],
    queryFn: () => api.get<CheckoutSession>(`/api/subscription/checkout/${encodeURIComponent(checkoutId)}`),
  });

export function useCheckout(checkoutId: string) {
  return useQuery(getCheckoutQueryOptions(checkoutId));
}
