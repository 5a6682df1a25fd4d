import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const dashboardPreferencesQueryKey = ['dashboard-preferences'] as const;

/** The member's own dashboard choices, stored on the server so that they follow them to another device. */
export const dashboardPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardPreferencesQueryKey,
    queryFn: ({ signal }) => call(endpoints.dashboard.preferences, { signal }),
    // Only this member changes them, and each change writes the cache: no refetch on focus.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDashboardPreferences() {
  return useQuery(dashboardPreferencesQueryOptions());
}
