import { endpoints, type PortalConnectionCreate, type PortalConnectionUpdate } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { portalsKeys } from './get-connections';

/** A connection changed: the card, the publication page and the listings' choices follow. */
function useInvalidatePortals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: portalsKeys.all });
}

export function useCreateConnection() {
  const invalidate = useInvalidatePortals();
  return useMutation({
    mutationFn: (body: PortalConnectionCreate) => call(endpoints.portals.createConnection, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateConnection() {
  const invalidate = useInvalidatePortals();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PortalConnectionUpdate }) =>
      call(endpoints.portals.updateConnection, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveConnection() {
  const invalidate = useInvalidatePortals();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.portals.removeConnection, { params: { id } }),
    onSuccess: invalidate,
  });
}
