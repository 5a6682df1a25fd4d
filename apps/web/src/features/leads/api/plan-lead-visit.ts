import { endpoints, type LeadVisitInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys, touchedByLeadChange } from './query-keys';

/**
 * « Planifier une visite »: the server makes the client first when the lead has none, plans the
 * visit in the calendar and moves the lead to « Visite planifiée ». The calendar, the listing's
 * history and the directory change too (their roots: features/calendar, history, clients).
 */
export function usePlanLeadVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadVisitInput) => call(endpoints.leads.visit, { params: { id }, body }),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadsKeys.detail(id), lead);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: leadsKeys.all,
          predicate: touchedByLeadChange,
        }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
        queryClient.invalidateQueries({ queryKey: ['history'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]);
    },
  });
}
