import { endpoints, type LeaseStatus } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaseKeys } from './query-keys';

export function useLeases(status: LeaseStatus | undefined) {
  return useQuery({
    queryKey: leaseKeys.list(status),
    queryFn: ({ signal }) => call(endpoints.leases.list, { query: status ? { status } : {}, signal }),
  });
}
