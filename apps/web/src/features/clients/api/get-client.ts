import type { ClientDetail } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export const getClientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'detail', id],
    queryFn: async ({ signal }) =>
      (await api.get<{ client: ClientDetail }>(`/api/clients/${id}`, { signal })).client,
  });

export function useClient(id: string) {
  return useQuery(getClientQueryOptions(id));
}
