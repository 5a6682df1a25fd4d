import { CLIENT_PAGE_SIZE, endpoints } from '@immopilote/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const clientsQueryKey = ['clients'] as const;

/** The directory, searched and paged on the server (newest first). */
export const getClientsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...clientsQueryKey, 'list', q],
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.clients.list, { query: { q, page: pageParam, pageSize: CLIENT_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useClients(q: string) {
  return useInfiniteQuery(getClientsQueryOptions(q));
}
