import { endpoints } from '@immopilote/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from '../../properties';

/** Server-side paging and search (name or address contains the query, ignoring case and accents). */
export const getDashboardPropertiesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: propertyKeys.list(q),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.properties.list, { query: { q, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDashboardProperties(q: string) {
  return useInfiniteQuery(getDashboardPropertiesQueryOptions(q));
}
