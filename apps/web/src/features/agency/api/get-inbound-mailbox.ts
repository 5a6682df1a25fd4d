import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencySiteKeys } from './get-agency-site';

/** The inbound mailbox of portal lead e-mails: its settings, its polling status, its last messages. */
export function useInboundMailbox() {
  return useQuery({
    queryKey: agencySiteKeys.inboundMail,
    queryFn: () => call(endpoints.inboundMail.get),
    retry: false,
  });
}
