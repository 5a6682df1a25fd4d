import { CLIENT_SEARCH_MIN_CHARS, endpoints } from '@immopilote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const searchClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['history', 'client-search', q] as const,
    queryFn: async ({ signal }) => (await call(endpoints.clients.search, { query: { q }, signal })).items,
  });

/** The agency's clients matching the typed text; asks nothing before three characters. */
export function useClientSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    ...searchClientsQueryOptions(trimmed),
    enabled: trimmed.length >= CLIENT_SEARCH_MIN_CHARS,
    // The list stays while the next letters are looked up, instead of blinking empty.
    placeholderData: keepPreviousData,
  });
}
