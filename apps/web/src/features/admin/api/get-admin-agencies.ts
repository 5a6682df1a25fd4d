import { ADMIN_PAGE_SIZE, endpoints } from '@immopilote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-keys';

/** One page of « Gestion des agences », searched and paged on the server. */
export const getAdminAgenciesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'agencies', q, page],
    queryFn: ({ signal }) =>
      call(endpoints.admin.agencies, { query: { q, page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    // The table keeps its rows while the next page or search loads, instead of flashing.
    placeholderData: keepPreviousData,
  });

export function useAdminAgencies(q: string, page: number) {
  return useQuery(getAdminAgenciesQueryOptions(q, page));
}
