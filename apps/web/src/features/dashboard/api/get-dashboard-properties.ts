import { endpoints, type PropertyListQuery } from '@immopilote/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from '../../properties';

/** Only the filters in use reach the URL: a blank filter is « Tous », `recent` the default order. */
export type DashboardListQuery = Omit<PropertyListQuery, 'cursor' | 'limit'>;

function definedOnly(query: DashboardListQuery): DashboardListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([key, v]) => v !== undefined && v !== '' && !(key === 'sort' && v === 'recent'),
    ),
  );
}

/** Server-side paging, search (name or address, ignoring case and accents), filters and sort. */
export const getDashboardPropertiesQueryOptions = (query: DashboardListQuery) => {
  const used = definedOnly(query);
  return infiniteQueryOptions({
    queryKey: propertyKeys.list(new URLSearchParams(used as Record<string, string>).toString()),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.properties.list, { query: { ...used, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
};

export function useDashboardProperties(query: DashboardListQuery) {
  return useInfiniteQuery(getDashboardPropertiesQueryOptions(query));
}
