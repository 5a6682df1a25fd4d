import { type ClientInput, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => call(endpoints.clients.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'list'] }),
  });
}
