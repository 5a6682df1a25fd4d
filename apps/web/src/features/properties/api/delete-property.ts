import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyKeys, propertyKeys } from './query-keys';

export function useDeleteProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.properties.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      queryClient.removeQueries({ queryKey: historyKeys.list(id) });
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
