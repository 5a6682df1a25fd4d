import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

/** « Effacer les données de ce client »: the record goes, like a delete, and the directory refreshes. */
export function useEraseClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.privacy.eraseClient, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...clientsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'list'] });
    },
  });
}
