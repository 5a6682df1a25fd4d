import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { privacyQueryKey } from './get-privacy-settings';

export const getPurgeLogQueryOptions = () =>
  queryOptions({
    queryKey: [...privacyQueryKey, 'purge-log'],
    queryFn: () => call(endpoints.privacy.purgeLog),
  });

/** What the daily purge and the erasures did, newest first. */
export function usePurgeLog() {
  return useQuery(getPurgeLogQueryOptions());
}
