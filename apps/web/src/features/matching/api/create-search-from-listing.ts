import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** « Créer une recherche à partir de ce bien »: its facts ± 10 %, for the chosen client. */
export function useCreateSearchFromListing(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      call(endpoints.matching.createSearchFromListing, { params: { id: propertyId }, body: { clientId } }),
    onSuccess: (search) => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.searches(search.clientId) });
      void queryClient.invalidateQueries({ queryKey: matchingKeys.matches });
    },
  });
}
