import { type ContactImportField, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contactImportKeys } from './get-contact-import';

/** « Importer N contacts »: the job starts; the directory's lists change as it writes. */
export function useStartContactImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: Record<string, ContactImportField>) =>
      call(endpoints.contactImport.start, { params: { id }, body: { mapping } }),
    onSuccess: (started) => {
      queryClient.setQueryData(contactImportKeys.one(id), started);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
