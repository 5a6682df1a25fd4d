import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingImportKeys } from './query-keys';

/** The ZIP as the form's `file` part: the server streams it to storage and starts the dry run. */
export function useUploadListingExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(endpoints.listingImport.upload, { body: form });
    },
    onSuccess: (created) => {
      queryClient.setQueryData(listingImportKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: listingImportKeys.list() });
    },
  });
}
