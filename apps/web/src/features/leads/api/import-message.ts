import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys } from './query-keys';

/** « Importer un e-mail (.eml) »: read by the server like any inbound message; the new lead is answered. */
export function useImportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return call(endpoints.leads.importMessage, { body });
    },
    onSuccess: (lead) => {
      queryClient.setQueryData(leadsKeys.detail(lead.id), lead);
      return queryClient.invalidateQueries({ queryKey: leadsKeys.all });
    },
  });
}
