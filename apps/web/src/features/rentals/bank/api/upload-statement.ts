import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { rentalBankKeys } from './keys';

/** Sends the statement; its lines join the review list. */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(endpoints.rentalBank.upload, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalBankKeys.lines }),
  });
}
