import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** The dashboard's « Nouveaux rapprochements ». */
export function useMatchesSummary(enabled: boolean) {
  return useQuery({
    queryKey: matchingKeys.summary,
    queryFn: ({ signal }) => call(endpoints.matching.summary, { signal }),
    enabled,
  });
}
