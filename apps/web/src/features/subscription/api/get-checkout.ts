import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getCheckoutQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: ['subscription', 'checkout', checkoutId],
    queryFn: () => call(endpoints.subscription.getCheckout, { params: { id: checkoutId } }),
  });

export function useCheckout(checkoutId: string) {
  return useQuery(getCheckoutQueryOptions(checkoutId));
}
