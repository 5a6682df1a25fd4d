import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys, touchedByLeadChange } from './query-keys';

/** « Associer à un client existant »: the client's record then lists the lead. */
export function useMergeLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => call(endpoints.leads.merge, { params: { id }, body: { clientId } }),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadsKeys.detail(id), lead);
      return queryClient.invalidateQueries({
        queryKey: leadsKeys.all,
        predicate: touchedByLeadChange,
      });
    },
  });
}
