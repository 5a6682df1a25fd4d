import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { portalsKeys } from './get-connections';

/** « Publier maintenant ». */
export function usePublishNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.portals.publish, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalsKeys.publication }),
  });
}
