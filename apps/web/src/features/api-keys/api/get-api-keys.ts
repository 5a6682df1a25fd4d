import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const apiKeysQueryKey = ['api-keys'] as const;

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: () => call(endpoints.apiKeys.list) });

/** The agency's API keys, revoked and expired ones included (the head only). */
export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}
