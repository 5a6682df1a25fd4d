import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const subscriptionQueryKey = ['subscription', 'overview'] as const;

export const getSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionQueryKey, queryFn: () => call(endpoints.subscription.overview) });

export function useSubscription(enabled = true) {
  return useQuery({ ...getSubscriptionQueryOptions(), enabled });
}
