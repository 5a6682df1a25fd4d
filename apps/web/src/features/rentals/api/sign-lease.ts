import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../lib/api-client';
import { leaseKeys } from './query-keys';

/** « Envoyer à la signature »: the document drawn again and its signature request opened. */
export function useSignLease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.leases.sign, { params: { id } }),
    onSuccess: (lease) => {
      queryClient.setQueryData(leaseKeys.detail(id), lease);
      return queryClient.invalidateQueries({ queryKey: leaseKeys.all });
    },
  });
}

/** The lease's PDF through its authorised route (the server checks the agency). */
export const leaseDocumentUrl = (id: string) => endpointUrl(endpoints.leases.document, { params: { id } });
