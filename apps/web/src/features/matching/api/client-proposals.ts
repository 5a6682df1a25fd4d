import { endpoints, type ProposalAnswer } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** « Propositions » of the client record, newest first. */
export function useClientProposals(clientId: string) {
  return useQuery({
    queryKey: matchingKeys.proposals(clientId),
    queryFn: async ({ signal }) =>
      (await call(endpoints.prospecting.clientProposals, { params: { id: clientId }, signal })).items,
  });
}

/** The agent records the client's answer; the match's state follows it on the server. */
export function useAnswerProposal(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, answer }: { proposalId: string; answer: ProposalAnswer }) =>
      call(endpoints.prospecting.answer, { params: { id: proposalId }, body: { answer } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.proposals(clientId) });
      void queryClient.invalidateQueries({ queryKey: matchingKeys.matches });
    },
  });
}
