import { endpoints, type SearchStatus } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** Active, en pause, satisfaite, abandonnée: only an active search is matched, so matches change too. */
export function useSetSearchStatus(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ searchId, status }: { searchId: string; status: SearchStatus }) =>
      call(endpoints.matching.setSearchStatus, { params: { id: searchId }, body: { status } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.searches(clientId) });
      void queryClient.invalidateQueries({ queryKey: matchingKeys.matches });
    },
  });
}
