import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { historyKeys, propertyKeys } from './query-keys';

export function useDeleteProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/properties/${encodeURIComponent(id)}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      queryClient.removeQueries({ queryKey: historyKeys.list(id) });
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
