import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** Proposes one or many matches by e-mail in one action; the answer says how many left and why not the others. */
export function useProposeMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matches: { searchId: string; propertyId: string }[]) =>
      call(endpoints.prospecting.propose, { body: { matches } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.matches });
      void queryClient.invalidateQueries({ queryKey: ['matching', 'proposals'] });
    },
  });
}
