import type { HistoryClientOption } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { historyKeys } from '../../properties/api/query-keys';

export const getClientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: historyKeys.clientOptions(),
    queryFn: ({ signal }) => api.get<HistoryClientOption[]>('/api/history/client-options', { signal }),
  });

export function useClientOptions(enabled: boolean) {
  return useQuery({ ...getClientOptionsQueryOptions(), enabled });
}
