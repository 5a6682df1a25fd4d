import { type ClientInput, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export const updateClient = (id: string, input: ClientInput) =>
  call(endpoints.clients.update, { params: { id }, body: input });

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
