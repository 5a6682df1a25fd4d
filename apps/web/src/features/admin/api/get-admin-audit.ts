import { ADMIN_PAGE_SIZE, endpoints } from '@immopilote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-keys';

/** The audit log, newest first; re-read whenever it is shown, since each detail view adds to it. */
export const getAdminAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'audit', page],
    queryFn: ({ signal }) =>
      call(endpoints.admin.audit, { query: { page, pageSize: ADMIN_PAGE_SIZE }, signal }),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

export function useAdminAudit(page: number) {
  return useQuery(getAdminAuditQueryOptions(page));
}
