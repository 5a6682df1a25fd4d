import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export const getClientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'detail', id],
    queryFn: ({ signal }) => call(endpoints.clients.get, { params: { id }, signal }),
  });

/** `enabled: false` once the record is being deleted: a refetch would only find it gone. */
export function useClient(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getClientQueryOptions(id), enabled });
}
