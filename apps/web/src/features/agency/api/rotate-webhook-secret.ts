import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencySiteKeys } from './get-agency-site';

/** A new secret for the webhook, shown once by the caller; the mailbox then says one is in place. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.inboundMail.rotateWebhookSecret),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencySiteKeys.inboundMail }),
  });
}
