import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const agencyQueryKey = ['agency'] as const;

export const getAgencySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...agencyQueryKey, 'settings'],
    queryFn: () => call(endpoints.agency.settings),
  });

/** The agency and its members (pending and active), as the head's /agency-settings shows them. */
export function useAgencySettings() {
  return useQuery(getAgencySettingsQueryOptions());
}
