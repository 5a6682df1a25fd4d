import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const privacyQueryKey = ['privacy'] as const;

export const getPrivacySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...privacyQueryKey, 'settings'],
    queryFn: () => call(endpoints.privacy.settings),
  });

/** The head's retention periods, the notice's address and the retention clock. */
export function usePrivacySettings() {
  return useQuery(getPrivacySettingsQueryOptions());
}
