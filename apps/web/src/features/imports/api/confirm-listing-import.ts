import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingImportKeys } from './query-keys';

/** « Importer » (or « Reprendre l’import » after an interruption). */
export function useConfirmListingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.listingImport.confirm, { params: { id } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(listingImportKeys.detail(updated.id), updated);
      return queryClient.invalidateQueries({ queryKey: listingImportKeys.list() });
    },
  });
}
