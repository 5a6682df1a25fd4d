import type { PropertyPage } from '@immopilote/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from '../../properties/api/query-keys';

/** Server-side paging and search (name or address, case-insensitive contains). */
export const getDashboardPropertiesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: propertyKeys.list(q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return api.get<PropertyPage>(`/api/properties${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDashboardProperties(q: string) {
  return useInfiniteQuery(getDashboardPropertiesQueryOptions(q));
}
