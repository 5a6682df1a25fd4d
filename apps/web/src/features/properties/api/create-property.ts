import { endpoints, type PropertyFieldsInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toFormData } from './property-form-data';
import { propertyKeys } from './query-keys';

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photos }: { values: PropertyFieldsInput; photos: File[] }) =>
      call(endpoints.properties.create, { body: toFormData(values, photos) }),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
