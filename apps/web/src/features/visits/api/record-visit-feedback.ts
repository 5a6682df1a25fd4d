import { endpoints, type VisitFeedbackInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { visitQueryKey } from './get-visit';

export function useRecordVisitFeedback(historyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitFeedbackInput) =>
      call(endpoints.visits.feedback, { params: { historyId }, body: input }),
    onSuccess: (visit) => queryClient.setQueryData(visitQueryKey(historyId), visit),
  });
}
