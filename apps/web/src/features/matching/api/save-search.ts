import { type BodyInput, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** The criteria as the form holds them: the server parses them with the same schema. */
export type SearchBody = BodyInput<typeof endpoints.matching.createSearch>;

/**
 * Creates a search for the client, or replaces the criteria of an existing one. Either runs the
 * match on the server, so every list of matches is refreshed with the client's searches.
 */
export function useSaveSearch(clientId: string, searchId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchBody) =>
      searchId
        ? call(endpoints.matching.updateSearch, { params: { id: searchId }, body })
        : call(endpoints.matching.createSearch, { params: { id: clientId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.searches(clientId) });
      void queryClient.invalidateQueries({ queryKey: matchingKeys.matches });
    },
  });
}
