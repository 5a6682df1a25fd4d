import { endpoints, type InspectionSignInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { fromServer } from '../offline/local-record';
import { indexedDbStore } from '../offline/local-store';
import { inspectionKeys } from './inspection-keys';

/** « Faire signer »: the server freezes the version the device saved last and opens the signature. */
export function useSignInspection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InspectionSignInput) => {
      const frozen = await call(endpoints.inspections.sign, { params: { id }, body: input });
      // Best effort: without IndexedDB (a private window) the editor still opens from the server.
      await indexedDbStore.put(fromServer(frozen)).catch(() => undefined);
      return frozen;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}
