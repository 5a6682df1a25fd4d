import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys } from './query-keys';

export const getDealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dealKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.deals.get, { params: { id }, signal }),
  });

export function useDeal(id: string) {
  return useQuery(getDealQueryOptions(id));
}
