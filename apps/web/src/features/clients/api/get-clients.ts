import { type CandidateStatus, CLIENT_PAGE_SIZE, type ClientRole, endpoints } from '@immopilote/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const clientsQueryKey = ['clients'] as const;

export interface ClientFilters {
  role?: ClientRole;
  candidateStatus?: CandidateStatus;
}

/** The directory, searched, filtered (role, candidate status) and paged on the server (newest first). */
export const getClientsQueryOptions = (q: string, filters: ClientFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...clientsQueryKey, 'list', q, filters],
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.clients.list, {
        query: { q, page: pageParam, pageSize: CLIENT_PAGE_SIZE, ...filters },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useClients(q: string, filters: ClientFilters = {}) {
  return useInfiniteQuery(getClientsQueryOptions(q, filters));
}
