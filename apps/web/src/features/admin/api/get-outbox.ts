import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'outbox'],
    queryFn: ({ signal }) => call(endpoints.admin.outbox, { signal }),
  });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
