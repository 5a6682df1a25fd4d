import type { Property } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PropertyFormValues, toFormData } from './property-form-data';
import { propertyKeys } from './query-keys';

export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      photos,
      removePhotoIds,
    }: {
      values: PropertyFormValues;
      photos: File[];
      removePhotoIds: string[];
    }) =>
      api.put<Property>(
        `/api/properties/${encodeURIComponent(id)}`,
        toFormData(values, photos, removePhotoIds),
      ),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
