import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contactImportKeys } from './get-contact-import';

/** Sends the file; the answer is the analysed import (headers, suggestions, row count). */
export function useUploadContactFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(endpoints.contactImport.upload, { body: form });
    },
    onSuccess: (created) => queryClient.setQueryData(contactImportKeys.one(created.id), created),
  });
}
