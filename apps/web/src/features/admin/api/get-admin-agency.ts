import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-keys';

/**
 * One agency's detail. The server writes every read to the audit log, so it is read once per
 * opening of the detail view (always fresh, never in the background).
 */
export const getAdminAgencyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'agency', id],
    queryFn: ({ signal }) => call(endpoints.admin.agency, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminAgency(id: string) {
  return useQuery(getAdminAgencyQueryOptions(id));
}
