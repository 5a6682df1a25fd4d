import type { ClientDetail, ClientInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export const updateClient = async (id: string, input: ClientInput) =>
  (await api.patch<{ client: ClientDetail }>(`/api/clients/${id}`, input as Record<string, unknown>)).client;

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => updateClient(id, input),
    onSuccess: (client) => {
      queryClient.setQueryData([...clientsQueryKey, 'detail', id], client);
      return queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'list'] });
    },
  });
}
