import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    // Under « properties » so that any listing change (status, add, delete) refreshes the figures.
    queryKey: ['properties', 'dashboard-summary'] as const,
    queryFn: ({ signal }) => call(endpoints.dashboard.summary, { signal }),
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
