import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencyQueryKey } from './get-agency-settings';

/** New requests arrive while the head works: the count is asked again every half minute. */
const PENDING_REFRESH_MS = 30_000;

/** How many join requests wait for the head's answer; asked only for a head (the API refuses others). */
export function usePendingRequests(enabled: boolean) {
  return useQuery({
    queryKey: [...agencyQueryKey, 'pending-requests'],
    queryFn: () => call(endpoints.agency.pendingRequests),
    enabled,
    refetchInterval: PENDING_REFRESH_MS,
  });
}
