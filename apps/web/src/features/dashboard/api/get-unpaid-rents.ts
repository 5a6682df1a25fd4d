import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * The agency's late rents (issue 34), oldest first. Its key sits under « arrears », which a
 * confirmed payment refreshes (features/rentals); asked only when the member may see them.
 */
export function useDashboardUnpaidRents(enabled: boolean) {
  return useQuery({
    queryKey: ['arrears', 'unpaid'],
    queryFn: ({ signal }) => call(endpoints.arrears.unpaid, { signal }),
    enabled,
  });
}
