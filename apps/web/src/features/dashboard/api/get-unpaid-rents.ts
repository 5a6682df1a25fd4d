import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * The agency's late rents (issue 34), oldest first. Its key is the rentals feature's
 * (`arrearsKeys.unpaid`), which every payment refreshes; asked only when the member may see them.
 */
export function useDashboardUnpaidRents(enabled: boolean) {
  return useQuery({
    queryKey: ['rent', 'arrears', 'unpaid'],
    queryFn: ({ signal }) => call(endpoints.arrears.unpaid, { signal }),
    enabled,
  });
}
