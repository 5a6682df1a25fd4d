import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from './query-keys';

/** « Publié sur le site »: the answer is the property, with its reference and public address. */
export function usePublishOnSite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publishedOnSite: boolean) =>
      call(endpoints.properties.publishOnSite, { params: { id }, body: { publishedOnSite } }),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}
