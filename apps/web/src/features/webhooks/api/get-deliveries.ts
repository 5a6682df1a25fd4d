import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export const getDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => call(endpoints.webhooks.deliveries, { params: { id: endpointId } }),
    // A delivery waiting for its first try turns « Livré » within seconds: the open log follows it.
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'pending' && d.attempts === 0) ? 2_000 : 30_000,
  });

/** One endpoint's delivery log, newest first. */
export function useDeliveries(endpointId: string) {
  return useQuery(getDeliveriesQueryOptions(endpointId));
}
