import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** Deletes a search and its matches. */
export function useRemoveSearch(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchId: string) => call(endpoints.matching.removeSearch, { params: { id: searchId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.searches(clientId) });
      void queryClient.invalidateQueries({ queryKey: matchingKeys.matches });
    },
  });
}
