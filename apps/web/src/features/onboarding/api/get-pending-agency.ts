import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The name of the agency a pending member asked to join (all the API tells them). */
export function usePendingAgency() {
  return useQuery({
    queryKey: ['onboarding', 'pending-agency'],
    queryFn: () => call(endpoints.onboarding.pendingAgency),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
