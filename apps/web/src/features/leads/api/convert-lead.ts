import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys } from './query-keys';

/**
 * « Créer le client » (and a search from the listing): the lead, the directory and the matching
 * caches all change (their roots: features/clients `clients`, features/matching `matching`).
 */
export function useConvertLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withSearch: boolean) =>
      call(endpoints.leads.convert, { params: { id }, body: { withSearch } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['matching'] }),
      ]),
  });
}
