import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencySiteKeys } from './get-agency-site';

/** « Relever maintenant »: the poll runs as a job; the status is read again a moment later. */
export function usePollInboundMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.inboundMail.pollNow),
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: agencySiteKeys.inboundMail }), 3000);
    },
  });
}
