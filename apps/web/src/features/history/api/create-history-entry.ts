import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyKeys } from '../../properties';

export interface HistoryFormValues {
  date: string;
  /** Optional: with a time the entry is an appointment in the calendar (one hour by default). */
  startTime: string;
  description: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientNote: string;
}

export function useCreateHistoryEntry(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, documents }: { values: HistoryFormValues; documents: File[] }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.append(key, value);
      for (const file of documents) form.append('documents', file, file.name);
      return call(endpoints.history.create, { params: { id: propertyId }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.list(propertyId) }),
  });
}
