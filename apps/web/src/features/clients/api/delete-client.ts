import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export function useDeleteClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/clients/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...clientsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'list'] });
    },
  });
}
