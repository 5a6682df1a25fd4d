import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { portalsKeys } from './get-connections';

/** « Confirmer l’envoi » (the head). */
export function useConfirmUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.portals.confirm, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalsKeys.publication }),
  });
}
