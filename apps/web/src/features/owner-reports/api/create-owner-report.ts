import { endpoints, type OwnerReportInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ownerReportsQueryKey } from './get-owner-reports';

export function useCreateOwnerReport(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnerReportInput) =>
      call(endpoints.ownerReports.create, { params: { id: propertyId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerReportsQueryKey(propertyId) }),
  });
}
