import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaseKeys } from './query-keys';

export const getLeaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leaseKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.leases.get, { params: { id }, signal }),
  });

export function useLease(leaseId: string) {
  return useQuery(getLeaseQueryOptions(leaseId));
}
