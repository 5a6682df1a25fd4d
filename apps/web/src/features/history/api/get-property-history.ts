import type { HistoryList } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { historyKeys } from '../../properties/api/query-keys';

export const getPropertyHistoryQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: historyKeys.list(propertyId),
    queryFn: ({ signal }) =>
      api.get<HistoryList>(`/api/properties/${encodeURIComponent(propertyId)}/history`, { signal }),
  });

export function usePropertyHistory(propertyId: string) {
  return useQuery(getPropertyHistoryQueryOptions(propertyId));
}
