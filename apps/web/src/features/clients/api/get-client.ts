import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export const getClientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'detail', id],
    queryFn: ({ signal }) => call(endpoints.clients.get, { params: { id }, signal }),
  });

export function useClient(id: string) {
  return useQuery(getClientQueryOptions(id));
}
