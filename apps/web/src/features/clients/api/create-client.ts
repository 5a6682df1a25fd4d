import type { ClientDetail, ClientInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientInput) =>
      (await api.post<{ client: ClientDetail }>('/api/clients', input as Record<string, unknown>)).client,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'list'] }),
  });
}
