import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** « Biens correspondants » of a client, over all their searches. */
export function useClientMatches(clientId: string) {
  return useQuery({
    queryKey: matchingKeys.clientMatches(clientId),
    queryFn: ({ signal }) => call(endpoints.matching.clientMatches, { params: { id: clientId }, signal }),
  });
}
