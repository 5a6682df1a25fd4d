import { endpoints, type InboundMailboxInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencySiteKeys } from './get-agency-site';

export function useUpdateInboundMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InboundMailboxInput) => call(endpoints.inboundMail.updateImap, { body }),
    onSuccess: (mailbox) => queryClient.setQueryData(agencySiteKeys.inboundMail, mailbox),
  });
}

export function useRemoveInboundMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.inboundMail.removeImap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencySiteKeys.inboundMail }),
  });
}
