import { endpoints, type LeadUpdate } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys, touchedByLeadChange } from './query-keys';

/** A new state or another member: the detail is answered whole; the lists, counts and badge follow. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadUpdate) => call(endpoints.leads.update, { params: { id }, body }),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadsKeys.detail(id), lead);
      return queryClient.invalidateQueries({
        queryKey: leadsKeys.all,
        predicate: touchedByLeadChange,
      });
    },
  });
}
