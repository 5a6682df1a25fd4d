import { endpoints, type LeadSource, type LeadState } from '@immopilote/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys } from './query-keys';

export interface LeadFilters {
  state?: LeadState;
  member?: string;
  source?: LeadSource;
}

/** The inbox, new first, a page at a time (« Voir plus »), with the counts and figures of its header. */
export function useLeads(filters: LeadFilters) {
  return useInfiniteQuery({
    queryKey: leadsKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.leads.list, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The tabs and their counts stay while another state's page loads, instead of blinking.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
