import type { Property, PropertyStatus } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './query-keys';

export function useUpdatePropertyStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PropertyStatus) =>
      api.patch<Property>(`/api/properties/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
