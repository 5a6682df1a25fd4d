import { endpoints, type HistoryEntryInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyKeys } from '../../properties';

export function useCreateHistoryEntry(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, documents }: { values: HistoryEntryInput; documents: File[] }) => {
      const form = new FormData();
      // The form's text as typed; a field without a value is sent blank, which the schema reads as none.
      for (const [key, value] of Object.entries(values)) form.append(key, value == null ? '' : String(value));
      for (const file of documents) form.append('documents', file, file.name);
      return call(endpoints.history.create, { params: { id: propertyId }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.list(propertyId) }),
  });
}
