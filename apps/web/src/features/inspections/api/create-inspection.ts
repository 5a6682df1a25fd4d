import { endpoints, type InspectionCreateInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { fromServer } from '../offline/local-record';
import { indexedDbStore } from '../offline/local-store';
import { inspectionKeys } from './inspection-keys';

/** Creates the inspection and keeps it on the device at once, so it opens offline from then on. */
export function useCreateInspection(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InspectionCreateInput) => {
      const created = await call(endpoints.inspections.create, { params: { id: propertyId }, body: input });
      // Best effort: without IndexedDB (a private window) the editor still opens from the server.
      await indexedDbStore.put(fromServer(created)).catch(() => undefined);
      return created;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.list(propertyId) }),
  });
}
