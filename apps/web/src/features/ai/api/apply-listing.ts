import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from '../../properties';

/** « Utiliser cette proposition »: the property's name and description are replaced. */
export function useApplyListing(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: { name: string; description: string }) =>
      call(endpoints.ai.applyListing, { params: { id: propertyId }, body: text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
