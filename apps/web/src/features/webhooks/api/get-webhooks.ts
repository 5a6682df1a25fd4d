import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
};

export const getWebhooksQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.list, queryFn: () => call(endpoints.webhooks.list) });

/** The agency's webhook endpoints (head only). */
export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}
