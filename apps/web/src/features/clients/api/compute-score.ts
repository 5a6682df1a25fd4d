import { endpoints, type ScoringInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

/** The score changes the client's badge (detail and directory) and the scoring history. */
export function useComputeScore(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScoringInput) => call(endpoints.scoring.compute, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
