import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingImportKeys } from './query-keys';

/** « Annuler »: nothing was written, the file is deleted. */
export function useCancelListingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.listingImport.cancel, { params: { id } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(listingImportKeys.detail(updated.id), updated);
      return queryClient.invalidateQueries({ queryKey: listingImportKeys.list() });
    },
  });
}
