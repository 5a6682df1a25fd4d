import { endpoints, type MatchLevel, type MatchState, type PropertyKind } from '@immopilote/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

export interface MatchFilters {
  state?: MatchState;
  level?: MatchLevel;
  kind?: PropertyKind;
  memberId?: string;
}

/** The agency's « Rapprochements », new first, a page at a time. */
export function useAgencyMatches(filters: MatchFilters) {
  return useInfiniteQuery({
    queryKey: matchingKeys.agencyMatches(filters),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.matching.list, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
