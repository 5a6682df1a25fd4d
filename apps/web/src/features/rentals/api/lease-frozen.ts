import type { LeaseDetail } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { signatureRequestQueryOptions } from '../../../components/signature-request/api';

/**
 * Whether the lease's terms are frozen, as the API decides it: a request pending, sealing or
 * completed holds them; a refused, locked or cancelled one gives them back (and a new request may be
 * sent). While the request is read, the terms count as frozen.
 */
export function useLeaseFrozen(lease: LeaseDetail | undefined): boolean {
  const requestId = lease?.signatureRequestId ?? null;
  const request = useQuery({ ...signatureRequestQueryOptions(requestId ?? ''), enabled: requestId !== null });
  if (!requestId) return false;
  const status = request.data?.status;
  return status === undefined || ['pending', 'sealing', 'completed'].includes(status);
}
