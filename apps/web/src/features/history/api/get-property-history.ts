import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyKeys } from '../../properties';

export const getPropertyHistoryQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: historyKeys.list(propertyId),
    queryFn: ({ signal }) => call(endpoints.history.list, { params: { id: propertyId }, signal }),
  });

export function usePropertyHistory(propertyId: string) {
  return useQuery(getPropertyHistoryQueryOptions(propertyId));
}
