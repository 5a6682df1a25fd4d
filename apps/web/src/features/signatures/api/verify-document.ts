import { endpoints } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** « Vérifier un document »: the PDF is sent, hashed and compared by the API, and not kept. */
export function useVerifyDocument() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(endpoints.signatures.verify, { body: form });
    },
  });
}
