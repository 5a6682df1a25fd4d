import { endpoints, type LeaseTermsInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaseKeys } from './query-keys';

/** The terms for the next rent calls; the answer replaces the cached lease. */
export function useUpdateLease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaseTermsInput) => call(endpoints.leases.update, { params: { id }, body: input }),
    onSuccess: (lease) => {
      queryClient.setQueryData(leaseKeys.detail(id), lease);
      return queryClient.invalidateQueries({ queryKey: leaseKeys.all });
    },
  });
}
