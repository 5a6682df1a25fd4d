import { endpoints, type VisitSlipInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { visitQueryKey } from './get-visit';

export function useDrawVisitSlip(historyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitSlipInput) =>
      call(endpoints.visits.slip, { params: { historyId }, body: input }),
    onSuccess: (visit) => queryClient.setQueryData(visitQueryKey(historyId), visit),
  });
}
