import { endpoints, type LeaseInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaseKeys } from './query-keys';

export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaseInput) => call(endpoints.leases.create, { body: input }),
    onSuccess: (lease) => {
      queryClient.setQueryData(leaseKeys.detail(lease.id), lease);
      return queryClient.invalidateQueries({ queryKey: leaseKeys.all });
    },
  });
}
