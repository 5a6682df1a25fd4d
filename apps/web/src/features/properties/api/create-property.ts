import type { Property } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PropertyFormValues, toFormData } from './property-form-data';
import { propertyKeys } from './query-keys';

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photos }: { values: PropertyFormValues; photos: File[] }) =>
      api.post<Property>('/api/properties', toFormData(values, photos)),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
