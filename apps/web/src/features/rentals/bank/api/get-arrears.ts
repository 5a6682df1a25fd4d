import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { arrearsKeys } from './keys';

/** A lease's balance, its unpaid calls and the reminders sent. */
export function useLeaseArrears(leaseId: string) {
  return useQuery({
    queryKey: arrearsKeys.lease(leaseId),
    queryFn: ({ signal }) => call(endpoints.arrears.forLease, { params: { id: leaseId }, signal }),
  });
}
