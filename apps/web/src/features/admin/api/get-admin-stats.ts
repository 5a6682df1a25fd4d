import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-keys';

export const getAdminStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'stats'],
    queryFn: ({ signal }) => call(endpoints.admin.stats, { signal }),
  });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
