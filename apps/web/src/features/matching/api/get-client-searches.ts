import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** The client record's « Recherches ». */
export function useClientSearches(clientId: string) {
  return useQuery({
    queryKey: matchingKeys.searches(clientId),
    queryFn: async ({ signal }) =>
      (await call(endpoints.matching.clientSearches, { params: { id: clientId }, signal })).items,
  });
}
