import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { indexedDbStore } from '../offline/local-store';
import { inspectionKeys } from './inspection-keys';

/** A draft deleted on the server, and its copy and photos on this device. */
export function useRemoveInspection(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(endpoints.inspections.remove, { params: { id } });
      await indexedDbStore.forget(id).catch(() => undefined);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.list(propertyId) }),
  });
}
