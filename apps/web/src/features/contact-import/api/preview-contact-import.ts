import { type ContactImportField, endpoints } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The first 20 rows as the chosen mapping makes them; nothing is written. */
export function usePreviewContactImport(id: string) {
  return useMutation({
    mutationFn: (mapping: Record<string, ContactImportField>) =>
      call(endpoints.contactImport.preview, { params: { id }, body: { mapping } }),
  });
}
