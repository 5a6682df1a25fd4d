import { endpoints, type PropertyFieldsInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toFormData } from './property-form-data';
import { propertyKeys } from './query-keys';

export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      photos,
      removePhotoIds,
    }: {
      values: PropertyFieldsInput;
      photos: File[];
      removePhotoIds: string[];
    }) =>
      call(endpoints.properties.update, {
        params: { id },
        body: toFormData(values, photos, removePhotoIds),
      }),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
