import { CLIENT_PAGE_SIZE, type ClientList } from '@immopilote/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const clientsQueryKey = ['clients'] as const;

/** The directory, searched and paged on the server (newest first). */
export const getClientsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...clientsQueryKey, 'list', q],
    queryFn: ({ pageParam, signal }) =>
      api.get<ClientList>(
        `/api/clients?${new URLSearchParams({ q, page: String(pageParam), pageSize: String(CLIENT_PAGE_SIZE) })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useClients(q: string) {
  return useInfiniteQuery(getClientsQueryOptions(q));
}
